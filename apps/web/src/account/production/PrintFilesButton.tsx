import { Button, useToast, useTranslation } from '@atelier/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useProductionText } from './i18n/useProductionText';

/** How long to wait between asks while the files are built, unless the server says otherwise. */
const DEFAULT_RETRY_MS = 2_000;
/** Asks before giving up: a build that takes longer than this is a failure to report. */
const MAX_ASKS = 60;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The file name the server gives (Content-Disposition), else a plain one. */
const fileNameOf = (response: Response): string =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'print-files.zip';

/** Hands the zip to the browser as a download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Issue 20: downloads an order's print files. The server builds them as a job and answers 202
 * until the zip is ready, so the button asks again (as Retry-After says) while saying it is
 * preparing them, then saves the zip under the server's name.
 */
export function PrintFilesButton({
  atName,
  orderId,
  label,
}: {
  atName: string;
  orderId: string;
  label: string;
}) {
  const { t } = useProductionText();
  const { i18n } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const path = `/api/producers/${encodeURIComponent(atName)}/production/orders/${encodeURIComponent(orderId)}/print-files`;

  const download = async () => {
    setBusy(true);
    try {
      for (let ask = 0; ask < MAX_ASKS; ask += 1) {
        const response = await fetch(path, {
          credentials: 'same-origin',
          headers: { Accept: 'application/zip, application/json', 'Accept-Language': i18n.language },
        });
        if (response.status === 202) {
          const seconds = Number(response.headers.get('Retry-After'));
          await wait(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_MS);
          continue;
        }
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
          throw new Error(body?.error?.message ?? response.statusText);
        }
        save(await response.blob(), fileNameOf(response));
        toast.show({ tone: 'success', message: t('printFilesReady', { id: label }) });
        return;
      }
      throw new Error(t('printFilesSlow'));
    } catch (error) {
      toast.show({
        tone: 'error',
        message: t('printFilesFailed', { message: error instanceof Error ? error.message : '' }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<Download />}
      loading={busy}
      disabled={busy}
      onClick={() => void download()}
      aria-label={`${t('printFiles')}: ${t('orderLabel', { id: label })}`}
    >
      {busy ? t('printFilesPreparing') : t('printFiles')}
    </Button>
  );
}
