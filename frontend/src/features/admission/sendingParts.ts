// What only a submit needs, fetched once the parent starts on the form (its first focus) or at the latest on the
// submit, not with the page: scaling the photo, the upload with its progress, and the page that says it was received.
// The admission page's JavaScript by network idle is near its budget, and a phone parses less before the first tap.
export { AdmissionReceived } from './AdmissionReceived';
export { scalePhoto } from './scalePhoto';
export { sendAdmission } from './sendAdmission';
export { UploadProgress } from './UploadProgress';
