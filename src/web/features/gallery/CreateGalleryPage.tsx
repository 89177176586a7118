// Sharing a design (/create-gallery; /create-gallery?id= edits one's own): name, introduction, tags, pictures
// (re-encoded by the server), story in Markdown, the board from one of the customer's PCB orders, BOM, project files
// (ProjectFiles), links or uploaded attachments, who may see it and a marketplace link. Checked with the server's schema before sending.
import { Alert, Button, CloseButton, FileButton, Group, Image, NumberInput, Paper, Select, Stack, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GALLERY_LIMITS, GALLERY_SHARE_TYPES, type GalleryShareType } from '../../../shared/contracts/gallery';
import { ApiError, upload } from '../../api/client';
import { usePageTitle } from '../../forms';
import { useErrorText } from '../../forms/error-text';
import { useGalleryProject, useGallerySources, useSaveProject } from './api';
import { bodyOf, EMPTY_FORM, formOf, problemsOf, type ProjectForm } from './project-form';
import { fileSize } from './file-size';
import { GALLERY_FILE_ACCEPT, ProjectFiles, useGalleryUpload } from './ProjectFiles';

const Pictures = ({ form, set, error }: { form: ProjectForm; set: (f: Partial<ProjectForm>) => void; error?: string | undefined }) => {
  const { t } = useTranslation('gallery');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const add = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await upload('POST /v1/gallery/pictures', { fields: {}, file, fileName: file.name });
      set({ pictures: [...form.pictures, { id: answer.picture_id, url: answer.url }] });
    } catch (err) {
      setFailure(err instanceof ApiError ? errorText(err.key, err.message) : errorText('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">{t('form.pictures')}</Text>
      <Text size="xs" c="dimmed">{t('form.picturesHint')}</Text>
      <Group>
        {form.pictures.map((p) => (
          <Paper key={p.id} withBorder p={4} pos="relative">
            <Image src={p.url} w={96} h={72} fit="cover" alt="" />
            <CloseButton size="sm" pos="absolute" top={2} right={2} aria-label={t('form.removePicture')} onClick={() => set({ pictures: form.pictures.filter((x) => x.id !== p.id) })} />
          </Paper>
        ))}
      </Group>
      <Group>
        <FileButton onChange={(f) => void add(f)} accept="image/png,image/jpeg" inputProps={{ 'data-testid': 'gallery-picture-input' } as object}>
          {(props) => <Button {...props} variant="light" loading={busy} disabled={form.pictures.length >= GALLERY_LIMITS.picturesMax} data-testid="gallery-add-picture">{t('form.addPicture')}</Button>}
        </FileButton>
      </Group>
      {(failure ?? error) && <Text c="red" size="sm" role="alert">{failure ?? error}</Text>}
    </Stack>
  );
};

/** Links, and files the owner uploads (pdf, zip, png, jpg, txt; checked by the server), each with a name and a description. */
const Attachments = ({ form, set, error }: { form: ProjectForm; set: (f: Partial<ProjectForm>) => void; error?: string | undefined }) => {
  const { t } = useTranslation('gallery');
  const { busy, failure, send } = useGalleryUpload();
  const full = form.attachments.length >= GALLERY_LIMITS.attachmentsMax;
  const addFile = async (file: File | null) => {
    const f = file ? await send('attachment', file) : null;
    if (f) set({ attachments: [...form.attachments, { name: [...f.name].slice(0, GALLERY_LIMITS.attachmentNameMax).join(''), url: '', description: '', file: { id: f.id, name: f.name, size: f.size } }] });
  };
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">{t('form.attachments')}</Text>
      {form.attachments.map((a, i) => {
        const patch = (p: Partial<typeof a>) => set({ attachments: form.attachments.map((x, j) => (j === i ? { ...x, ...p } : x)) });
        return (
          <Group key={a.file?.id ?? `link-${i}`} align="flex-end">
            <TextInput label={t('form.attachmentName')} value={a.name} onChange={(e) => patch({ name: e.currentTarget.value })} maxLength={GALLERY_LIMITS.attachmentNameMax} w={160} />
            {a.file
              ? <Text size="sm" w={220} pb={6} data-testid="gallery-attachment-file">{t('form.attachmentFile', { name: a.file.name, size: fileSize(a.file.size) })}</Text>
              : <TextInput label={t('form.attachmentUrl')} value={a.url} onChange={(e) => patch({ url: e.currentTarget.value })} w={220} />}
            <TextInput label={t('form.attachmentDescription')} value={a.description} onChange={(e) => patch({ description: e.currentTarget.value })} maxLength={GALLERY_LIMITS.attachmentDescriptionMax} />
            <Button variant="subtle" onClick={() => set({ attachments: form.attachments.filter((_, j) => j !== i) })}>{t('form.remove')}</Button>
          </Group>
        );
      })}
      {(failure ?? error) && <Text c="red" size="sm" role="alert">{failure ?? error}</Text>}
      <Group>
        <Button variant="light" size="xs" disabled={full} onClick={() => set({ attachments: [...form.attachments, { name: '', url: '', description: '', file: null }] })}>{t('form.addAttachment')}</Button>
        <FileButton onChange={(f) => void addFile(f)} accept={GALLERY_FILE_ACCEPT.attachment} inputProps={{ 'data-testid': 'gallery-file-input-attachment' } as object}>
          {(props) => <Button {...props} variant="light" size="xs" disabled={full} loading={busy !== null}>{t('form.uploadAttachment')}</Button>}
        </FileButton>
      </Group>
    </Stack>
  );
};

/** Editing waits for the owner's project; anyone else's id (or none) starts a new one. */
export default function CreateGalleryPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const existing = useGalleryProject(id);
  if (id > 0 && existing.isPending) return null;
  const own = existing.data?.is_owner ? existing.data : null;
  return <ProjectFormView key={own?.id ?? 'new'} editId={own?.id ?? null} initial={own ? formOf(own) : EMPTY_FORM} />;
}

const ProjectFormView = ({ editId, initial }: { editId: number | null; initial: ProjectForm }) => {
  const { t } = useTranslation('gallery');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const sources = useGallerySources();
  const save = useSaveProject();
  const [form, setForm] = useState<ProjectForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  usePageTitle(editId ? t('form.editTitle') : t('form.createTitle'));
  const set = (patch: Partial<ProjectForm>) => setForm((f) => ({ ...f, ...patch }));
  const err = (name: string) => (errors[name] ? errorText(errors[name]) : undefined);
  const submit = () => {
    const problems = problemsOf(form);
    setErrors(problems ?? {});
    if (problems) return;
    save.mutate({ id: editId, body: bodyOf(form) }, {
      onSuccess: (saved) => void navigate(`/gallery-detail/${saved.id}`),
      onError: (e) => { if (e instanceof ApiError && e.fields) setErrors(e.fields); },
    });
  };
  const failure = save.error instanceof ApiError ? errorText(save.error.key, save.error.message) : save.error ? errorText('errors.generic') : undefined;
  const boards = (sources.data?.list ?? []).map((s) => ({
    value: String(s.order_line_id),
    label: t('form.boardOption', { orderNo: s.order_no, file: s.file_name ?? '—', layers: s.layers, dimension: s.dimension }),
  }));
  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
      <Stack maw={760} mx="auto" my="xl" px="md">
        <Title order={1} fz="h2">{editId ? t('form.editTitle') : t('form.createTitle')}</Title>
        <TextInput label={t('form.name')} required value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} maxLength={GALLERY_LIMITS.nameMax} error={err('name')} />
        <Textarea label={t('form.intro')} description={t('form.introHint')} required value={form.intro} onChange={(e) => set({ intro: e.currentTarget.value })} autosize minRows={2} error={err('intro')} />
        <TagsInput label={t('form.tags')} description={t('form.tagsHint')} value={form.tags} onChange={(tags) => set({ tags })} maxTags={GALLERY_LIMITS.tagsMax} error={err('tags')} />
        <Pictures form={form} set={set} error={err('picture_ids')} />
        <Textarea label={t('form.story')} description={t('form.storyHint')} required value={form.story} onChange={(e) => set({ story: e.currentTarget.value })} autosize minRows={6} error={err('story')} />
        {boards.length > 0
          ? <Select label={t('form.board')} description={t('form.boardHint')} data={[{ value: '', label: t('form.noBoard') }, ...boards]} value={form.orderLineId} onChange={(v) => set({ orderLineId: v ?? '' })} error={err('order_line_id')} allowDeselect={false} />
          : <Text size="sm" c="dimmed">{t('form.noOrders')}</Text>}
        <Stack gap={4}>
          <Text fw={500} size="sm">{t('form.bom')}</Text>
          {form.bom.map((l, i) => (
            <Group key={i} align="flex-end">
              <TextInput label={t('form.bomName')} value={l.name} onChange={(e) => { const v = e.currentTarget.value; set({ bom: form.bom.map((x, j) => (j === i ? { ...x, name: v } : x)) }); }} maxLength={100} />
              <NumberInput label={t('form.bomQuantity')} value={l.quantity} min={1} max={100000} w={110} onChange={(v) => set({ bom: form.bom.map((x, j) => (j === i ? { ...x, quantity: Number(v) || 1 } : x)) })} />
              <Button variant="subtle" onClick={() => set({ bom: form.bom.filter((_, j) => j !== i) })}>{t('form.remove')}</Button>
            </Group>
          ))}
          {err('bom') && <Text c="red" size="sm">{err('bom')}</Text>}
          <Group><Button variant="light" size="xs" onClick={() => set({ bom: [...form.bom, { name: '', quantity: 1 }] })}>{t('form.addBomLine')}</Button></Group>
        </Stack>
        <ProjectFiles files={form.files} onChange={(files) => set({ files })} pcba={sources.data?.pcba ?? []} error={err('file_ids')} />
        <Attachments form={form} set={set} error={err('attachments')} />
        <Select label={t('form.shareType')} data={GALLERY_SHARE_TYPES.map((v) => ({ value: v, label: t(`form.share.${v}`) }))} value={form.shareType} onChange={(v) => set({ shareType: (v ?? 'public') as GalleryShareType })} allowDeselect={false} />
        <TextInput label={t('form.marketplace')} value={form.marketplaceUrl} onChange={(e) => set({ marketplaceUrl: e.currentTarget.value })} error={err('marketplace_url')} />
        {failure && <Alert color="red" role="alert">{failure}</Alert>}
        <Group><Button type="submit" loading={save.isPending} data-testid="gallery-save">{t('form.save')}</Button></Group>
      </Stack>
    </form>
  );
};
