/** Checks of the two files an application carries, before anything could ever be uploaded. */
import {
  admissionMessages,
  birthCertificateExtensions,
  maxUploadBytes,
  type AdmissionMessages,
} from '../../content/admission';

/** A file size as a parent reads it: "850 KB", "6.2 MB" (in the page's language: `messages`). */
export function formatFileSize(bytes: number, messages: AdmissionMessages = admissionMessages): string {
  return messages.fileSize(bytes);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function sizeProblem(file: File, messages: AdmissionMessages): string | undefined {
  return file.size > maxUploadBytes ? messages.fileTooLarge(file.name, messages.fileSize(file.size)) : undefined;
}

/** The student photo: any image type (the browser's own type for it), at most 5 MB. */
export function checkPhoto(file: File | null, messages: AdmissionMessages = admissionMessages): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return messages.photoNotImage(file.name);
  return sizeProblem(file, messages);
}

/** The birth certificate: pdf, doc, docx, jpg, jpeg or png by its name, at most 5 MB. */
export function checkBirthCertificate(
  file: File | null,
  messages: AdmissionMessages = admissionMessages,
): string | undefined {
  if (!file) return undefined;
  // By name, not by type: phones often report Word files with an empty or generic type.
  const accepted: readonly string[] = birthCertificateExtensions;
  if (!accepted.includes(extensionOf(file.name))) return messages.certificateWrongType(file.name);
  return sizeProblem(file, messages);
}

/** Whether a file can be shown as an image preview. */
export function isPreviewableImage(file: File): boolean {
  return file.type.startsWith('image/');
}
