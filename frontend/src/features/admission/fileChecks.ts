/** Checks of the two files an application carries, before anything could ever be uploaded. */
import {
  admissionMessages,
  birthCertificateExtensions,
  bytesPerMegabyte,
  defaultUploadLimits,
  type AdmissionMessages,
  type UploadLimits,
} from '../../content/admission';

/** A file size as a parent reads it: "850 KB", "6.2 MB" (in the page's language: `messages`). */
export function formatFileSize(bytes: number, messages: AdmissionMessages = admissionMessages): string {
  return messages.fileSize(bytes);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function sizeProblem(file: File, maxMegabytes: number, messages: AdmissionMessages): string | undefined {
  if (file.size <= maxMegabytes * bytesPerMegabyte) return undefined;
  return messages.fileTooLarge(file.name, messages.fileSize(file.size), messages.megabytes(maxMegabytes));
}

/** The student photo: any image type (the browser's own type for it), at most office-service's photo limit. */
export function checkPhoto(
  file: File | null,
  messages: AdmissionMessages = admissionMessages,
  limits: UploadLimits = defaultUploadLimits,
): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return messages.photoNotImage(file.name);
  return sizeProblem(file, limits.photoMaxMb, messages);
}

/** The birth certificate: pdf, doc, docx, jpg, jpeg or png by its name, at most office-service's limit for it. */
export function checkBirthCertificate(
  file: File | null,
  messages: AdmissionMessages = admissionMessages,
  limits: UploadLimits = defaultUploadLimits,
): string | undefined {
  if (!file) return undefined;
  // By name, not by type: phones often report Word files with an empty or generic type.
  const accepted: readonly string[] = birthCertificateExtensions;
  if (!accepted.includes(extensionOf(file.name))) return messages.certificateWrongType(file.name);
  return sizeProblem(file, limits.certificateMaxMb, messages);
}

/**
 * A file the office refused, in the form's own words (a page in another language than the office's English): by
 * the reason office-service gave (@school/contracts' fileRefusalReasons); undefined for a reason it does not know.
 */
export function fileRefusal(
  field: 'photo' | 'birthCertificate',
  reason: string,
  file: File | null,
  messages: AdmissionMessages,
  limits: UploadLimits,
): string | undefined {
  const name = file?.name ?? '';
  if (reason === 'wrong-kind') {
    return field === 'photo' ? messages.photoNotImage(name) : messages.certificateWrongType(name);
  }
  if (reason === 'too-large' && file) {
    const maxMegabytes = field === 'photo' ? limits.photoMaxMb : limits.certificateMaxMb;
    return messages.fileTooLarge(name, messages.fileSize(file.size), messages.megabytes(maxMegabytes));
  }
  if (reason === 'missing') return messages.required;
  return undefined;
}

/** Whether a file can be shown as an image preview. */
export function isPreviewableImage(file: File): boolean {
  return file.type.startsWith('image/');
}
