/** An exported file as the API answers it (ExportFile). */
export interface DownloadableFile {
  fileName: string;
  contentType: string;
  fileBase64String: string;
}

/** Saves a base64 file from the API in the browser under its name (an Excel export …). */
export function downloadFile({ fileName, contentType, fileBase64String }: DownloadableFile): void {
  const binary = atob(fileBase64String);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
