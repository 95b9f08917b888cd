import { designPath, mediaSrc } from '@atelier/domain';
import { Button, EmptyState, Skeleton, useToast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Palette, Trash2 } from 'lucide-react';
import { LinkButton } from '../lib/LinkButton';
import { useOrderDates } from '../account/orders/useOrderDates';
import { designKeys, designsApi, type SavedDesign } from './designsApi';
import { useDesignsText } from './i18n/useDesignsText';
import './designs.css';

/** One saved design: its capture (or the creation's picture), the creation, Open and Remove. */
function SavedDesignCard({ design }: { design: SavedDesign }) {
  const { t } = useDesignsText();
  const toast = useToast();
  const client = useQueryClient();
  const dates = useOrderDates();
  const remove = useMutation({
    mutationFn: () => designsApi.remove(design.id),
    onSuccess: () => {
      toast.show({ tone: 'success', message: t('removed') });
      void client.invalidateQueries({ queryKey: designKeys.saved });
    },
  });
  const name = design.creation.name;
  return (
    <li className="saved-design" data-testid="saved-design" aria-busy={remove.isPending || undefined}>
      <img
        className="saved-design__image"
        src={mediaSrc(design.captureUrl ?? design.creation.imageUrl, 400)}
        alt={t('capture', { name })}
        loading="lazy"
      />
      <strong>{name}</strong>
      <p className="saved-design__meta">{t('savedOn', { date: dates.day(design.updatedAt) })}</p>
      <div className="saved-design__actions">
        <LinkButton
          size="sm"
          variant="primary"
          icon={<Palette />}
          to={designPath(design.creation.atName, design.creation.id, design.id)}
        >
          {t('open')}
        </LinkButton>
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 />}
          aria-label={t('removeLabel', { name })}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Issue 20: 'Saved designs' on the member's own profile, newest change first; only they see it
 * (the API lists the caller's own). Empty: how to save one.
 */
export function SavedDesigns() {
  const { t, ready } = useDesignsText();
  const saved = useQuery({ queryKey: designKeys.saved, queryFn: ({ signal }) => designsApi.saved(signal) });
  if (!ready) return null;
  const designs = saved.data?.data ?? [];
  return (
    <section className="section saved-designs" aria-labelledby="saved-designs-title">
      <div className="section__heading">
        <h2 id="saved-designs-title">{t('savedDesigns')}</h2>
      </div>
      {saved.isPending ? (
        <Skeleton height={120} />
      ) : designs.length === 0 ? (
        <EmptyState level={3} icon={<Palette />} title={t('noneSaved')}>
          <p>{t('noneSavedText')}</p>
        </EmptyState>
      ) : (
        <ul className="saved-designs__list">
          {designs.map((design) => (
            <SavedDesignCard key={design.id} design={design} />
          ))}
        </ul>
      )}
    </section>
  );
}
