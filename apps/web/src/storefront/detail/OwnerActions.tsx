import { editCreationPath } from '@atelier/domain';
import { Button, ConfirmDialog, Menu, MenuItem, MenuSeparator, useToast, useTranslation } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, Copy, Pencil, Pin, PinOff, Settings2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queries';
import type { CreationDetail } from '../../api/types';
import { useMessage } from '../../i18n/storefrontI18n';

/**
 * 000 §6 the owner's actions: edit (v2, or v3 in beta), duplicate, pin, unpin, and delete, which
 * asks once: 'Do you really wanna delete this creation?', or for an ordered creation the archive
 * question (000 §5). Failing delete checks are ignored silently (000 §8).
 */
export function OwnerActions({ creation }: { creation: CreationDetail }) {
  const { t } = useTranslation();
  const m = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const ordered = creation.orderCount > 0;
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.creation(creation.id) });
    void client.invalidateQueries({ queryKey: ['creations'] });
    void client.invalidateQueries({ queryKey: ['userCreations'] });
  };
  const failed = () => toast.show({ tone: 'error', message: t('detail.failed') });
  const duplicate = useMutation({
    mutationFn: () => api.duplicate(creation.id),
    onSuccess: () => {
      refresh();
      toast.show({ tone: 'success', message: t('detail.duplicated') });
    },
    onError: failed,
  });
  const pin = useMutation({
    mutationFn: (on: boolean) => api.pin(creation.id, on),
    onSuccess: (_answer, on) => {
      refresh();
      toast.show({ tone: 'success', message: on ? t('detail.pinned') : t('detail.unpinned') });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api.deleteCreation(creation.id, ordered),
    onSuccess: (answer) => {
      setConfirming(false);
      refresh();
      toast.show({
        tone: 'success',
        message: answer.kind === 'archive' ? t('detail.archived') : t('detail.deleted'),
      });
      navigate(`/${creation.user.at_name}/creation`);
    },
    onError: (error) => {
      setConfirming(false);
      // 000 §8: delete checks that fail are ignored silently.
      if (!(error instanceof ApiError && error.status === 409)) failed();
    },
  });
  return (
    <>
      <Menu
        label={t('detail.manage')}
        align="end"
        trigger={<Button icon={<Settings2 />}>{t('detail.manage')}</Button>}
      >
        <MenuItem
          icon={<Pencil />}
          href={editCreationPath(creation.user.at_name, creation.id, 'v2')}
          onNavigate={navigate}
        >
          {t('detail.editV2')}
        </MenuItem>
        <MenuItem
          icon={<Pencil />}
          href={editCreationPath(creation.user.at_name, creation.id, 'v3')}
          onNavigate={navigate}
        >
          {t('detail.editV3')}
        </MenuItem>
        <MenuItem icon={<Copy />} onSelect={() => duplicate.mutate()}>
          {t('detail.duplicate')}
        </MenuItem>
        {creation.pinned ? (
          <MenuItem icon={<PinOff />} onSelect={() => pin.mutate(false)}>
            {t('detail.unpin')}
          </MenuItem>
        ) : (
          <MenuItem icon={<Pin />} onSelect={() => pin.mutate(true)}>
            {t('detail.pin')}
          </MenuItem>
        )}
        <MenuSeparator />
        <MenuItem icon={ordered ? <Archive /> : <Trash2 />} danger onSelect={() => setConfirming(true)}>
          {ordered ? t('detail.archive') : t('detail.delete')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ordered ? t('detail.archiveTitle') : t('detail.deleteTitle')}
        message={ordered ? m('creation.orderedArchive') : m('creation.confirmDelete')}
        confirmLabel={ordered ? t('detail.archive') : t('detail.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
