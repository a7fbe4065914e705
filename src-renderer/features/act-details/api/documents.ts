import { apiClient, downloadFile } from '../../../api/client.ts';

/**
 * An act document (print form, invoice, refusal decision) through the API client, so the
 * bearer token goes along and a 418 shows "access to file download is denied" (spec §8).
 */
export async function fetchDocument(path: string, uuid: string): Promise<{ html: string; blob: Blob; fileName: string | undefined }> {
  const file = await apiClient.download(path, { uuid });
  return { html: await file.blob.text(), blob: file.blob, fileName: file.fileName };
}

/** Saves a document under the server's file name (spec §7 "file name from content-disposition"). */
export function saveDocument(path: string, uuid: string, fallbackName: string): Promise<string> {
  return downloadFile(path, { uuid, fallbackName });
}
