/**
 * Reads a chosen file as a data URL. The editor keeps uploads as data URLs in the document;
 * the frame uploads them through the image API when it saves (001 §5).
 */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Failed to read file'));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsDataURL(file);
  });
}

/** Whether a file is an image the browser can show (by its media type). */
export const isImageFile = (file: Blob): boolean => file.type.startsWith('image/');
