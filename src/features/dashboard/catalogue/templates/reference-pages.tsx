import 'server-only';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { attributeCrud, brandCrud, categoryCrud, colorCrud, subcategoryCrud } from '@/server/dashboard/catalogue';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { KINDS, formValuesOf, type ReferenceKind } from '../config';
import { CategoryFilter } from '../components/category-filter';
import { ReferenceForm } from '../components/reference-form';
import { ReferenceList, type ListRow } from '../components/reference-list';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Crud = {
  list: (q: unknown) => Promise<import('@/lib/action-result').ActionResult<{ rows: unknown[]; total: number }>>;
  get: (q: unknown) => Promise<import('@/lib/action-result').ActionResult<unknown>>;
};

const CRUDS: Record<ReferenceKind, Crud> = {
  category: categoryCrud,
  subcategory: subcategoryCrud,
  brand: brandCrud,
  color: colorCrud,
  attribute: attributeCrud,
} as unknown as Record<ReferenceKind, Crud>;

/** Every category (id, name) in menu order, for the subcategory form and filter. */
async function categoryChoices() {
  const res = pageData(await categoryCrud.list({ pageSize: 100, sort: 'position', dir: 'asc' }));
  return res.rows.map((c) => ({ id: c.id, name: c.name, published: c.published }));
}

/** A reference-data list page: guarded, searched, sorted and paged on the server through the URL. */
export async function ReferenceListPage({ kind, searchParams }: { kind: ReferenceKind; searchParams: SearchParams }) {
  const spec = KINDS[kind];
  const { access } = await guardPage(spec.path, spec.area, 'view');
  const raw = searchParamsObject(await searchParams);
  const data = pageData(await CRUDS[kind].list(raw));
  const query = listQuerySchema.parse(raw);
  const t = await getTranslations('dashCatalogue');
  const categories = kind === 'subcategory' ? await categoryChoices() : [];
  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        actions={
          <>
            {kind === 'category' && (
              <Link href={KINDS.subcategory.path} className={createLinkClasses('bg-transparent text-fg border border-line')}>
                {t('category.subcategoriesLink')}
              </Link>
            )}
            {access.edit && (
              <Link href={`${spec.path}/create`} className={createLinkClasses()}>
                <Plus className="size-4" aria-hidden /> {t(`${kind}.create`)}
              </Link>
            )}
          </>
        }
      />
      <ReferenceList
        kind={kind}
        rows={data.rows as ListRow[]}
        total={data.total}
        query={query}
        canEdit={access.edit}
        canDelete={access.delete}
        toolbar={kind === 'subcategory' ? <CategoryFilter categories={categories} value={raw.categoryId ?? ''} /> : undefined}
      />
    </>
  );
}

/** A create (no id) or edit page; people with view only see the form read-only. */
export async function ReferenceFormPage({ kind, params }: { kind: ReferenceKind; params?: Promise<{ id: string }> }) {
  const spec = KINDS[kind];
  const id = params ? (await params).id : undefined;
  const { access } = await guardPage(id ? `${spec.path}/${id}` : `${spec.path}/create`, spec.area, id ? 'view' : 'edit');
  let initial = spec.empty;
  if (id) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
    const res = await CRUDS[kind].get({ id });
    if (!res.ok && res.status === 404) notFound();
    initial = formValuesOf(kind, pageData(res) as Record<string, unknown>);
  }
  const t = await getTranslations('dashCatalogue');
  const categories = kind === 'subcategory' || (kind === 'category' && id) ? await categoryChoices() : [];
  // where a category's products may go when it is hidden: another published category
  const moveTargets = kind === 'category' ? categories.filter((c) => c.published && c.id !== id) : [];
  return (
    <>
      <PageHeader title={t(id ? `${kind}.edit` : `${kind}.create`)} description={t(`${kind}.description`)} />
      <ReferenceForm
        kind={kind}
        id={id}
        initial={initial}
        categories={kind === 'subcategory' ? categories : []}
        moveTargets={moveTargets}
        canEdit={access.edit}
      />
    </>
  );
}
