/** An image file read for an upload: its name, its base64 text (no data: prefix) and a preview URL. */
export interface ImageFile {
  fileName: string;
  base64: string;
  previewUrl: string;
}

/** Reads a chosen file as base64 (the API takes `fileBase64String`). */
export function readImageFile(file: File): Promise<ImageFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({ fileName: file.name, base64: dataUrl.slice(dataUrl.indexOf(',') + 1), previewUrl: dataUrl });
    };
    reader.readAsDataURL(file);
  });
}
