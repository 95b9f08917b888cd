import { checkDecalMaxFileSizeInput, checkNumberInput } from '@atelier/domain';
import { DECAL_FILE_FORMATS, type DecalUrlOption } from '@atelier/schema';
import { Select, TextField } from '@atelier/ui';
import { ListSetting } from '../ListSetting';
import { NumberSetting } from '../NumberSetting';
import { ObjectEditor } from '../ObjectEditor';
import { objectTexts } from '../objectTexts';
import { ToggleSetting } from '../ToggleSetting';
import type { TypeSettingsProps } from '../types';
import { UrlPreview } from '../UrlPreview';

/**
 * 002 §3, §5 decalLayerConfig: the target placed decal, url options (a preview only for http
 * urls), custom upload with its max file size (1 to 50 MB, default 5) and formats, text overlay
 * with fonts, colours and max length, and the upload endpoint, read-only: the document shows
 * only its default, not its use (docs/decisions.md).
 */
export function DecalLayerSettings({ field, commit, config, t }: TypeSettingsProps<'decalLayerConfig'>) {
  const placed = config.decals.placed;
  const overlay = field.textOverlayOptions;
  return (
    <>
      {placed.length === 0 ? (
        <p role="status" className="form-settings__empty">
          {t('noPlacedDecals')}
        </p>
      ) : (
        <Select
          label={t('targetDecal')}
          value={field.targetDecalId ?? ''}
          options={[
            ...(field.targetDecalId === undefined ? [{ value: '', label: t('chooseOne') }] : []),
            ...placed.map((decal) => ({ value: decal.value, label: decal.text || decal.value })),
          ]}
          onChange={(targetDecalId) => {
            if (targetDecalId !== '') commit({ ...field, targetDecalId });
          }}
        />
      )}
      <ObjectEditor<DecalUrlOption>
        label={t('urlOptions')}
        rows={field.urlOptions}
        allowEmptyRows
        newRow={() => ({ name: '', url: 'https://' })}
        columns={[
          { key: 'name', label: t('optionName'), kind: 'text' },
          {
            key: 'url',
            label: t('optionUrl'),
            kind: 'text',
            check: (text) =>
              text.trim() === '' ? { ok: false, error: t('urlRequired') } : { ok: true, value: text },
          },
        ]}
        onRowsChange={(urlOptions) => commit({ ...field, urlOptions })}
        texts={objectTexts(t)}
        renderExtra={(row) => <UrlPreview url={row.url} name={row.name} />}
      />
      <ToggleSetting
        label={t('allowCustomUpload')}
        checked={field.allowCustomUpload}
        onChange={(allowCustomUpload) => commit({ ...field, allowCustomUpload })}
      />
      <NumberSetting
        label={t('maxFileSize')}
        value={field.maxFileSize}
        check={checkDecalMaxFileSizeInput}
        onValue={(maxFileSize) => commit({ ...field, maxFileSize })}
        refused={t('notKept')}
      />
      <fieldset className="form-settings__checklist">
        <legend className="form-settings__legend">{t('allowedFormats')}</legend>
        <ul className="form-settings__list form-settings__list--inline">
          {DECAL_FILE_FORMATS.map((format) => {
            const on = field.allowedFormats.includes(format);
            return (
              <li key={format}>
                <label className="form-settings__toggle">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() =>
                      commit({
                        ...field,
                        allowedFormats: DECAL_FILE_FORMATS.filter((f) =>
                          f === format ? !on : field.allowedFormats.includes(f),
                        ),
                      })
                    }
                  />
                  <span>{format}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ToggleSetting
        label={t('allowTextOverlay')}
        checked={field.allowTextOverlay}
        onChange={(allowTextOverlay) => commit({ ...field, allowTextOverlay })}
      />
      {field.allowTextOverlay && (
        <>
          <ListSetting
            label={t('fonts')}
            hint={t('commaSeparated')}
            values={overlay.fonts}
            onValues={(fonts) => commit({ ...field, textOverlayOptions: { ...overlay, fonts } })}
            refused={t('notKept')}
          />
          <ListSetting
            label={t('colours')}
            hint={t('commaSeparated')}
            values={overlay.colors}
            onValues={(colors) => commit({ ...field, textOverlayOptions: { ...overlay, colors } })}
            refused={t('invalidHex')}
          />
          <NumberSetting
            label={t('overlayMaxLength')}
            value={overlay.maxLength}
            check={(text) => checkNumberInput(text, { min: 1, integer: true })}
            onValue={(maxLength) => commit({ ...field, textOverlayOptions: { ...overlay, maxLength } })}
            refused={t('notKept')}
          />
        </>
      )}
      <TextField
        label={t('uploadEndpoint')}
        hint={t('uploadEndpointHint')}
        value={field.uploadEndpoint}
        readOnly
      />
    </>
  );
}
