import { printGuardSetup, withLoginQuery } from '@atelier/domain';
import type { Material, PrebuildPrint } from '@atelier/schema';
import { useToast, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/endpoints';
import { useViewer } from '../../../api/queries';
import { CustomerFormView } from '../../../customise';
import { useCurrentUrl } from '../../../lib/useCurrentUrl';
import { useCustomiseText } from './i18n/useCustomiseText';
import type { Customisation } from './useCustomisation';
import './customise.css';

/** The image as a data URL (the image API takes base64 or a data URL). */
const asDataUrl = (image: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(image);
  });

const NO_MATERIALS: readonly Material[] = [];

/** A random file name; the form's decal images arrive converted to webp (002 §5). */
const uploadName = () => `${crypto.randomUUID()}.webp`;

/**
 * Issue 17: the creation's customer form as the shopper answers it (client mode: no builder
 * chrome), on the creation's page and in its overlay. Loaded only for a creation that has
 * something to customise.
 */
export function CustomisePanel({
  customisation,
  creationId,
  print,
  dpiFloor,
}: {
  customisation: Customisation;
  creationId: string;
  /** Issue 20: the prebuild's print setup and its producer's DPI floor (the default when unset). */
  print?: PrebuildPrint | undefined;
  dpiFloor?: number | undefined;
}) {
  const { i18n } = useTranslation();
  const { t, ready } = useCustomiseText();
  const session = useViewer();
  const toast = useToast();
  const url = useCurrentUrl();
  const userId = session?.user.id;

  const uploadImage = useCallback(
    async (image: Blob, _name: string) => {
      if (!userId) throw new Error('Signed out');
      try {
        const answer = await api.uploadImage(uploadName(), await asDataUrl(image), userId);
        return answer.imageUrl;
      } catch (error) {
        toast.show({ tone: 'error', message: t('uploadFailed') });
        throw error;
      }
    },
    [t, toast, userId],
  );

  // Material questions name and show their materials: the creation's, as its viewer has them.
  const asksMaterials = customisation.form.fields.some((field) => field.type === 'materialSelect');
  const materials = useQuery({
    queryKey: ['creationMaterials', creationId],
    queryFn: () => api.creationMaterials(creationId),
    enabled: asksMaterials,
    staleTime: 5 * 60_000,
  });

  const offersUpload = customisation.form.fields.some(
    (field) => field.type === 'decalLayerConfig' && field.allowCustomUpload,
  );
  if (!ready) return null;

  return (
    <section className="detail-customise" aria-labelledby="detail-customise-title">
      <h2 id="detail-customise-title" className="detail-customise__title">
        {t('title')}
      </h2>
      <CustomerFormView
        mode="client"
        form={customisation.form}
        config={customisation.config}
        materials={materials.data ?? NO_MATERIALS}
        language={i18n.language}
        answers={customisation.answers}
        onAnswer={customisation.onAnswer}
        problems={customisation.problems}
        showProblems={customisation.tried}
        openSection={customisation.openSection}
        onOpenSection={customisation.setOpenSection}
        {...(userId ? { uploadImage } : {})}
        {...(print && print.areas.length > 0 ? { printGuard: printGuardSetup(print, dpiFloor) } : {})}
      />
      {offersUpload && !userId && (
        <p className="detail-customise__note">
          {/* The decal field itself says why; this is the way there. */}
          <Link to={withLoginQuery(url)}>{t('signIn')}</Link>
        </p>
      )}
    </section>
  );
}
