import type { ShippingAddressInput } from '@atelier/schema';
import { Button, ConfirmDialog, Skeleton, useToast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AddressForm } from './AddressForm';
import { CheckoutApiError, checkoutApi, issuesByField, type SavedAddress } from './checkoutApi';
import type { CheckoutText } from './i18n/useCheckoutText';

export const ADDRESSES_KEY = ['me', 'addresses'] as const;

const oneLine = (address: ShippingAddressInput) =>
  [address.line1, address.line2, address.city, address.region, address.postalCode, address.country]
    .filter(Boolean)
    .join(', ');

type Editing = { mode: 'add' } | { mode: 'edit'; entry: SavedAddress } | null;

/**
 * Issue 16 address book on /checkout: pick the address to ship to (radio list, the default
 * picked first), add, edit, delete (asked once) and make default.
 */
export function AddressBook({
  t,
  selected,
  onSelect,
}: {
  t: CheckoutText;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const list = useQuery({ queryKey: ADDRESSES_KEY, queryFn: checkoutApi.addresses });
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  // The default (listed first) is picked until the buyer picks another; a removed pick moves on.
  useEffect(() => {
    const entries = list.data ?? [];
    if (!entries.some((entry) => entry.id === selected)) onSelect(entries[0]?.id ?? null);
  }, [list.data, selected, onSelect]);

  const save = useMutation({
    mutationFn: ({ address, isDefault }: { address: ShippingAddressInput; isDefault: boolean }) =>
      editing?.mode === 'edit'
        ? checkoutApi.editAddress(editing.entry.id, address, isDefault)
        : checkoutApi.addAddress(address, isDefault),
    onSuccess: async (saved) => {
      setEditing(null);
      setErrors({});
      toast.show({ tone: 'success', message: t('addressSaved') });
      await client.invalidateQueries({ queryKey: ADDRESSES_KEY });
      onSelect(saved.id);
    },
    onError: (error) => {
      if (error instanceof CheckoutApiError && error.issues.length > 0)
        setErrors(issuesByField(error.issues, 'address.'));
      else if (error instanceof CheckoutApiError && error.code === 'address_limit')
        setErrors({ line1: t('addressLimit') });
      else setErrors({ recipient: error.message });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => checkoutApi.deleteAddress(id),
    onSuccess: () => toast.show({ tone: 'success', message: t('addressDeleted') }),
    onSettled: async () => {
      setDeleting(null);
      await client.invalidateQueries({ queryKey: ADDRESSES_KEY });
    },
  });

  const open = (next: Editing) => {
    setErrors({});
    setEditing(next);
  };

  if (list.isPending) return <Skeleton height={120} />;
  if (list.isError)
    return (
      <div role="alert" className="checkout-problem">
        <p>{t('loadFailed')}</p>
        <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
      </div>
    );
  const entries = list.data;
  return (
    <div className="checkout-addresses">
      {entries.length === 0 ? (
        <p className="checkout-muted">{t('noAddresses')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('addressHeading')}>
          <ul className="checkout-address-list">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="checkout-address"
                data-selected={entry.id === selected || undefined}
              >
                <label className="checkout-address__pick">
                  <input
                    type="radio"
                    name="checkout-address"
                    value={entry.id}
                    checked={entry.id === selected}
                    onChange={() => onSelect(entry.id)}
                  />
                  <span>
                    <strong>{entry.address.recipient}</strong>{' '}
                    {entry.isDefault && <span className="checkout-tag">{t('default')}</span>}
                    <br />
                    <span className="checkout-muted">
                      {oneLine(entry.address)} · {entry.address.phone}
                    </span>
                  </span>
                </label>
                <span className="checkout-address__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Pencil />}
                    aria-label={t('editAddressOf', { name: entry.address.recipient })}
                    onClick={() => open({ mode: 'edit', entry })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 />}
                    aria-label={t('deleteAddressOf', { name: entry.address.recipient })}
                    onClick={() => setDeleting(entry)}
                  >
                    {t('delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button icon={<Plus />} onClick={() => open({ mode: 'add' })}>
        {t('addAddress')}
      </Button>
      {editing && (
        <AddressForm
          key={editing.mode === 'edit' ? editing.entry.id : 'new'}
          t={t}
          open
          onOpenChange={(next) => !next && setEditing(null)}
          title={editing.mode === 'edit' ? t('editAddress') : t('addAddress')}
          initial={editing.mode === 'edit' ? editing.entry.address : null}
          initialDefault={editing.mode === 'edit' ? editing.entry.isDefault : entries.length === 0}
          errors={errors}
          busy={save.isPending}
          onSubmit={(address, isDefault) => save.mutate({ address, isDefault })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('deleteConfirmTitle')}
        message={t('deleteConfirmText')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
