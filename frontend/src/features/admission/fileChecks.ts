/** Checks of the two files an application carries, before anything could ever be uploaded. */
import { admissionMessages, birthCertificateExtensions, maxUploadBytes } from '../../content/admission';

/** A file size as a parent reads it: "850 KB", "6.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function sizeProblem(file: File): string | undefined {
  return file.size > maxUploadBytes ? admissionMessages.fileTooLarge(file.name, formatFileSize(file.size)) : undefined;
}

/** The student photo: any image type (the browser's own type for it), at most 5 MB. */
export function checkPhoto(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return admissionMessages.photoNotImage(file.name);
  return sizeProblem(file);
}

/** The birth certificate: pdf, doc, docx, jpg, jpeg or png by its name, at most 5 MB. */
export function checkBirthCertificate(file: File | null): string | undefined {
  if (!file) return undefined;
  // By name, not by type: phones often report Word files with an empty or generic type.
  const accepted: readonly string[] = birthCertificateExtensions;
  if (!accepted.includes(extensionOf(file.name))) return admissionMessages.certificateWrongType(file.name);
  return sizeProblem(file);
}

/** Whether a file can be shown as an image preview. */
export function isPreviewableImage(file: File): boolean {
  return file.type.startsWith('image/');
}
