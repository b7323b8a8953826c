import { ATTACHMENT_BUCKET, attachmentObjectName } from '@app/shared/issue-report';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { getRuntimeConfig } from '@/config/runtime';
import { supabase } from '@/lib/supabase';

export interface UploadedAttachment {
  url: string;
  name: string;
}

/** The storage service's error body: `{ statusCode, error, message }`. */
function storageMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: string; error?: string };
    return body.message ?? body.error ?? `status ${xhr.status}`;
  } catch {
    return xhr.statusText || `status ${xhr.status}`;
  }
}

/**
 * Uploads an issue attachment to the issue-attachments bucket as `${timestamp}_${name}`.
 * supabase-js has no upload progress events, so this sends the same request it would
 * (a multipart POST to /storage/v1/object/<bucket>/<name> with apikey and bearer headers)
 * through XMLHttpRequest, whose upload.onprogress drives the progress bar.
 */
export async function uploadAttachment(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedAttachment> {
  const config = getRuntimeConfig();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? config.anonKey;
  const name = attachmentObjectName(file.name);
  const endpoint = `${config.supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${ATTACHMENT_BUCKET}/${encodeURIComponent(name)}`;

  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file);

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.setRequestHeader('apikey', config.anonKey);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(storageMessage(xhr)));
      }
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new Error('The upload was cancelled'));
    xhr.send(body);
  });

  const { data: publicUrl } = supabase.storage.from(ATTACHMENT_BUCKET).getPublicUrl(name);
  return { url: publicUrl.publicUrl, name: file.name };
}
