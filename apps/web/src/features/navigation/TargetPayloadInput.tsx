import { Suspense } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResource } from '@pano/contract';
import { SelectField } from '../../components/SelectField.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useEditorImageUpload } from '../../components/useEditorImageUpload.ts';
import type { FieldInputProps } from '../../crud/core/fieldTypes.ts';
import type { OptionSource } from '../../crud/core/optionTypes.ts';
import { useOptions } from '../../crud/hooks/useOptions.ts';
import { fieldError } from '../../crud/views/fields/fieldError.ts';
import { lazyNamed } from '../area.tsx';
import { formIdOf, formPayload, urlOf, urlPayload } from './targetPayload.ts';

const RichTextEditor = lazyNamed(() => import('../../components/RichTextEditor.tsx'), 'RichTextEditor');

/** The forms a Form target may open, by name. */
const formChoices: OptionSource = {
  api: formResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 1000, sortColumn: 'name', sortDescending: false },
};

function FormChoice(props: { label: string; value: string; error?: string; onChange(v: string): void }) {
  const { options } = useOptions({ source: formChoices });
  return (
    <SelectField
      label={props.label}
      value={formIdOf(props.value)}
      options={options}
      required
      {...(props.error ? { error: props.error } : {})}
      onChange={(formId) => props.onChange(formPayload(formId))}
    />
  );
}

/** An HTML page's editor, with images uploaded as the announcements' are (the same check and service). */
function PageEditor(props: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange(v: string): void;
}) {
  const images = useEditorImageUpload();
  const error = props.error || images.error;
  return (
    <RichTextEditor
      key="page"
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      uploadImage={images.uploadImage}
      uploading={images.uploading}
      {...(error ? { error } : {})}
    />
  );
}

/**
 * The payload of the chosen target (docs/navigation.md): HtmlPage → the rich-text editor with image
 * upload, UrlBrowser → a web address (stored as `{"url": …}`), Form → a select of the forms.
 */
export function TargetPayloadInput({ view, form, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const target = useWatch({ control: form.control, name: 'targetComponent' }) as unknown;
  const message = fieldError(form, view.field.name);
  return (
    <Controller
      name={view.field.name}
      control={form.control}
      render={({ field: control }) => {
        const value = typeof control.value === 'string' ? control.value : '';
        const change = (next: string) => {
          control.onChange(next);
          control.onBlur();
        };
        if (target === 'HtmlPage')
          return (
            <Suspense fallback={<Loading />}>
              <PageEditor label={t('navigation.page')} value={value} onChange={change} error={message} />
            </Suspense>
          );
        if (target === 'UrlBrowser')
          return (
            <TextField
              fullWidth
              margin="dense"
              required
              type="url"
              label={t('navigation.url')}
              value={urlOf(value)}
              disabled={disabled}
              error={Boolean(message)}
              helperText={message ?? t('navigation.urlHint')}
              inputRef={control.ref}
              onChange={(event) => change(urlPayload(event.target.value))}
            />
          );
        if (target === 'Form')
          return (
            <FormChoice
              label={t('navigation.form')}
              value={value}
              onChange={change}
              {...(message ? { error: message } : {})}
            />
          );
        return (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {t('navigation.chooseTarget')}
          </Typography>
        );
      }}
    />
  );
}
