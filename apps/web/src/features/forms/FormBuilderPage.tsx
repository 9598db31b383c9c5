import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { elementCode, type Language } from '@pano/contract';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { useScreenPath } from '../../components/screenPaths.ts';
import { useToast } from '../../components/useToast.ts';
import { useOneAtATime } from '../../components/useOneAtATime.ts';
import { failureText } from '../../crud/core/failureText.ts';
import { request } from '../../graphql/client.ts';
import { isAuthFailure } from '../../graphql/envelope.ts';
import { BuildCompleteFormDocument } from '../../graphql/generated/forms.ts';
import { BuilderCanvas } from './BuilderCanvas.tsx';
import { BuilderPreview } from './BuilderPreview.tsx';
import { RemoveConfirm, type Removal } from './RemoveConfirm.tsx';
import { builderErrors, emptyFormMessage, placedMessages, type BuilderErrors } from './builderErrors.ts';
import * as model from './builderModel.ts';
import { CreateCategoryDialog, EditCategoriesDialog } from './CategoryDialogs.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import { useFormStructure } from './useForms.ts';

type Open =
  { kind: 'create' } | { kind: 'categories' } | { kind: 'item'; categoryKey: string; itemKey: string };

/**
 * /form/formlar/{formId}/editform (spec 001 §2, §4, §5): the builder works on a local copy (builderModel),
 * checks the contract's rules as the user edits (save is disabled while any fails), saves the whole form in
 * one call — 'Kaydet' stays, 'Kaydet ve çık' returns to the list — and the server's field-placed messages
 * land on their element. A switch previews the unsaved copy as employees see it; removing a section or an
 * element asks first. Leaving with unsaved changes asks first (in the app and on reload or close).
 */
export function FormBuilderPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().formId);
  const valid = Number.isInteger(id) && id > 0;
  const { form, refetch } = useFormStructure(id, valid);
  const [preview, setPreview] = useState(false);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [triedEmpty, setTriedEmpty] = useState(false);
  const [initial, setInitial] = useState<model.Draft | null>(null);
  const [draft, setDraft] = useState<model.Draft>({ categories: [], passived: [] });
  const [tab, setTab] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const [serverErrors, setServerErrors] = useState<BuilderErrors>(new Map());
  const toast = useToast();
  const navigate = useNavigate();
  const screenPath = useScreenPath();
  const queryClient = useQueryClient();
  const leaving = useRef(false);

  useEffect(() => {
    if (!form || initial) return;
    const loaded = model.fromSaved(form.categories);
    setInitial(loaded);
    setDraft(loaded);
  }, [form, initial]);

  const errors = useMemo(() => {
    const own = builderErrors(draft, i18n.language as Language);
    return new Map([...serverErrors, ...own]);
  }, [draft, serverErrors, i18n.language]);
  const changed = initial !== null && model.hasChanges(initial, draft);
  const blocker = useBlocker(() => changed && !leaving.current);
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  const change = (next: model.Draft) => {
    setDraft(next);
    setServerErrors(new Map());
  };
  // 'Kaydet' stays in the builder (the saved form is read back: new rows get their ids); 'Kaydet ve çık'
  // returns to the list
  const save = useMutation({
    mutationFn: (_exit: boolean) =>
      request('main', BuildCompleteFormDocument, { inputModel: model.toBuildInput(id, draft) }),
    onSuccess: async (envelope, exit) => {
      if (envelope.isSuccess) {
        toast.success(t('forms.builder.saved'));
        if (exit) {
          leaving.current = true;
          await queryClient.invalidateQueries({ queryKey: ['forms'] });
          void navigate(screenPath('formList'));
          return;
        }
        await refetch();
        setInitial(null);
        void queryClient.invalidateQueries({ queryKey: ['forms'], refetchType: 'none' });
        return;
      }
      setServerErrors(placedMessages(envelope.messages));
      if (!isAuthFailure(envelope)) toast.error(failureText(envelope, t));
    },
  });
  const empty = emptyFormMessage(draft, i18n.language as Language);
  const formProblem = (triedEmpty && empty) || serverErrors.get('categories');
  // Kaydet and 'Kaydet ve çık' share one save at a time (a double click sends once: issue 48, 6)
  const submit = useOneAtATime((exit: boolean) => {
    setTriedEmpty(true);
    if (!empty) return save.mutateAsync(exit);
  });
  const addElement = (categoryKey: string | undefined, formElementId: number, index?: number) => {
    if (!categoryKey) {
      toast.error(t('forms.builder.noCategory'));
      return;
    }
    const name = t(`contract:formElement.${elementCode(formElementId) ?? 'textbox'}`);
    const blank = {
      description: null,
      isRequired: false,
      minRequiredLength: null,
      maxRequiredLength: null,
      matrixRows: [],
    };
    const added = model.addItem(draft, categoryKey, { ...blank, name, formElementId, options: [] }, index);
    change(added.draft);
    setTab(draft.categories.findIndex((c) => c.key === categoryKey));
    setOpen({ kind: 'item', categoryKey, itemKey: added.key });
  };
  const editing =
    open?.kind === 'item'
      ? draft.categories.find((c) => c.key === open.categoryKey)?.items.find((i) => i.key === open.itemKey)
      : undefined;
  const editingPlace = () => {
    if (open?.kind !== 'item') return '';
    const c = draft.categories.findIndex((x) => x.key === open.categoryKey);
    const i = draft.categories[c]?.items.findIndex((x) => x.key === open.itemKey) ?? -1;
    return `categories.${c}.items.${i}.`;
  };
  const itemServerErrors = new Map(
    [...serverErrors]
      .filter(([k]) => k.startsWith(editingPlace()))
      .map(([k, v]) => [k.slice(editingPlace().length), v]),
  );
  if (!valid) return <NotFoundRedirect />;
  return (
    <>
      <ListToolbar heading={form?.name ?? ''} back="formList" createLabel="">
        <Button onClick={() => setOpen({ kind: 'create' })}>{t('forms.builder.createCategory')}</Button>
        <Button disabled={!draft.categories.length} onClick={() => setOpen({ kind: 'categories' })}>
          {t('forms.builder.editCategories')}
        </Button>
        <BusyButton
          variant="contained"
          startIcon={<SaveIcon />}
          busy={save.isPending}
          disabled={errors.size > 0 || initial === null}
          title={errors.size > 0 ? t('forms.builder.hasErrors') : undefined}
          onClick={() => submit(false)}
        >
          {t('common.save')}
        </BusyButton>
        <Button
          variant="outlined"
          disabled={save.isPending || errors.size > 0 || initial === null}
          onClick={() => submit(true)}
        >
          {t('forms.builder.saveAndExit')}
        </Button>
      </ListToolbar>
      <FormControlLabel
        control={<Switch checked={preview} onChange={(e) => setPreview(e.target.checked)} />}
        label={t('forms.builder.preview')}
      />
      {formProblem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {formProblem}
        </Alert>
      )}
      {preview ? (
        <BuilderPreview draft={draft} />
      ) : (
        <BuilderCanvas
          draft={draft}
          errors={errors}
          tab={Math.min(tab, Math.max(0, draft.categories.length - 1))}
          onTab={setTab}
          onChange={change}
          onAdd={addElement}
          onEdit={(categoryKey, itemKey) => setOpen({ kind: 'item', categoryKey, itemKey })}
          onRemove={(categoryKey, itemKey) => {
            const category = draft.categories.find((c) => c.key === categoryKey);
            const name = category?.items.find((i) => i.key === itemKey)?.name ?? '';
            setRemoval({ kind: 'item', categoryKey, itemKey, name });
          }}
        />
      )}
      {open?.kind === 'create' && (
        <CreateCategoryDialog
          taken={(name) => model.nameTaken(draft, name)}
          onClose={() => setOpen(null)}
          onCreate={(name) => {
            change(model.addCategory(draft, name));
            setTab(draft.categories.length);
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'categories' && (
        <EditCategoriesDialog
          categories={draft.categories}
          errors={errors}
          onClose={() => setOpen(null)}
          onRename={(key, name) => change(model.renameCategory(draft, key, name))}
          onMove={(from, to) => change(model.moveCategory(draft, from, to))}
          onDuplicate={(key) => {
            const source = draft.categories.find((c) => c.key === key);
            change(
              model.duplicateCategory(draft, key, t('forms.builder.copyName', { name: source?.name ?? '' })),
            );
          }}
          onRemove={(key) => {
            const category = draft.categories.find((c) => c.key === key);
            setRemoval({
              kind: 'category',
              key,
              name: category?.name ?? '',
              count: category?.items.length ?? 0,
            });
          }}
        />
      )}
      {open?.kind === 'item' && editing && (
        <ItemDialog
          item={editing}
          serverErrors={itemServerErrors}
          onClose={() => setOpen(null)}
          onSave={(changes) => {
            change(model.editItem(draft, open.categoryKey, open.itemKey, changes));
            setOpen(null);
          }}
        />
      )}
      <RemoveConfirm
        removal={removal}
        onCancel={() => setRemoval(null)}
        onConfirm={(target) => {
          change(
            target.kind === 'item'
              ? model.removeItem(draft, target.categoryKey, target.itemKey)
              : model.removeCategory(draft, target.key),
          );
          setRemoval(null);
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('forms.builder.leaveTitle')}
        message={t('forms.builder.leave')}
        confirmLabel={t('forms.builder.leaveConfirm')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
