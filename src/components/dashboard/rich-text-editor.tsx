'use client';

import { useEffect, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import {
  Bold,
  Check,
  Columns3,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Rows3,
  Table2,
  Trash2,
  Underline,
  Undo2,
  X,
} from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { cn } from '../ui/cn';
import './rich-text-editor.css';

/** Messages of the editor's toolbar. */
const NAMESPACE = 'dashProducts.editor';

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-secondary-strong',
        active && 'bg-surface-muted text-fg',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span className="mx-1 h-5 w-px bg-line" aria-hidden />;

/**
 * Rich text (Tiptap 3): headings, bold/italic/underline, lists, quotes, links, images by URL and tables.
 * The value is an HTML string; the server sanitises it (sanitizeRichText) before storing. SSR-safe: the
 * editor is created in the browser only (`immediatelyRender: false`).
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  label,
  invalid,
  placeholder,
  minHeight = 220,
  readOnly = false,
}: {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  /** accessible name of the editing area (when no <label> points at `id`) */
  label?: string;
  invalid?: boolean;
  placeholder?: string;
  minHeight?: number;
  /** shown but not editable, without the toolbar (staff who may only view the area) */
  readOnly?: boolean;
}) {
  const t = useTranslations(NAMESPACE);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        ...(label ? { 'aria-label': label } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: 'rich-text prose-sm max-w-none px-4 py-3 focus:outline-none',
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // a value set from outside (form reset, loaded record) replaces the content
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-line bg-surface focus-within:border-secondary-strong focus-within:ring-2 focus-within:ring-secondary-strong/20',
        invalid && 'border-red-600',
      )}
    >
      {readOnly ? null : editor ? <Toolbar editor={editor} t={t} /> : <div className="h-11 border-b border-line bg-surface-muted/50" />}
      <EditorContent editor={editor} />
    </div>
  );
}

type T = ReturnType<typeof useTranslations<typeof NAMESPACE>>;

function Toolbar({ editor, t }: { editor: Editor; t: T }) {
  const [prompt, setPrompt] = useState<null | 'link' | 'image'>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [urlError, setUrlError] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      paragraph: e.isActive('paragraph'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const openPrompt = (kind: 'link' | 'image') => {
    setPrompt(kind);
    setUrl(kind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '');
    setAlt('');
    setUrlError(false);
  };
  const apply = () => {
    const v = url.trim();
    if (prompt === 'link' && v === '') {
      chain().extendMarkRange('link').unsetLink().run();
      setPrompt(null);
      return;
    }
    if (!SAFE_URL.test(v)) {
      setUrlError(true);
      return;
    }
    if (prompt === 'link') chain().extendMarkRange('link').setLink({ href: v }).run();
    else chain().setImage({ src: v, alt: alt.trim() }).run();
    setPrompt(null);
  };

  return (
    <div className="border-b border-line bg-surface-muted/50">
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap items-center gap-0.5 px-2 py-1.5">
        <ToolButton label={t('paragraph')} active={state.paragraph} onClick={() => chain().setParagraph().run()}>
          <Pilcrow className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t('heading2')} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t('heading3')} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 className="size-4" aria-hidden />
        </ToolButton>
        <Divider />
        <ToolButton label={t('bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t('italic')} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t('underline')} active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <Underline className="size-4" aria-hidden />
        </ToolButton>
        <Divider />
        <ToolButton label={t('bulletList')} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t('orderedList')} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t('quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote className="size-4" aria-hidden />
        </ToolButton>
        <Divider />
        <ToolButton label={t('link')} active={state.link || prompt === 'link'} onClick={() => openPrompt('link')}>
          <Link2 className="size-4" aria-hidden />
        </ToolButton>
        {state.link && (
          <ToolButton label={t('unlink')} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            <Link2Off className="size-4" aria-hidden />
          </ToolButton>
        )}
        <ToolButton label={t('image')} active={prompt === 'image'} onClick={() => openPrompt('image')}>
          <ImageIcon className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t('table')}
          active={state.table}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          disabled={state.table}
        >
          <Table2 className="size-4" aria-hidden />
        </ToolButton>
        {state.table && (
          <>
            <ToolButton label={t('addRow')} onClick={() => chain().addRowAfter().run()}>
              <Rows3 className="size-4" aria-hidden />
            </ToolButton>
            <ToolButton label={t('addColumn')} onClick={() => chain().addColumnAfter().run()}>
              <Columns3 className="size-4" aria-hidden />
            </ToolButton>
            <ToolButton label={t('deleteTable')} onClick={() => chain().deleteTable().run()}>
              <Trash2 className="size-4" aria-hidden />
            </ToolButton>
          </>
        )}
        <span className="ms-auto flex">
          <ToolButton label={t('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
            <Undo2 className="size-4 flip-rtl" aria-hidden />
          </ToolButton>
          <ToolButton label={t('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
            <Redo2 className="size-4 flip-rtl" aria-hidden />
          </ToolButton>
        </span>
      </div>
      {prompt && (
        <div className="flex flex-wrap items-center gap-2 border-t border-line px-2 py-2">
          <input
            autoFocus
            type="url"
            aria-label={prompt === 'link' ? t('linkUrl') : t('imageUrl')}
            placeholder={prompt === 'link' ? t('linkUrl') : t('imageUrl')}
            value={url}
            aria-invalid={urlError || undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setUrlError(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                apply();
              }
              if (e.key === 'Escape') setPrompt(null);
            }}
            className="h-8 min-w-48 flex-1 rounded-md border border-line bg-surface px-2 text-sm aria-[invalid=true]:border-red-600"
          />
          {prompt === 'image' && (
            <input
              aria-label={t('imageAlt')}
              placeholder={t('imageAlt')}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              className="h-8 min-w-40 flex-1 rounded-md border border-line bg-surface px-2 text-sm"
            />
          )}
          <ToolButton label={t('apply')} onClick={apply}>
            <Check className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t('cancel')} onClick={() => setPrompt(null)}>
            <X className="size-4" aria-hidden />
          </ToolButton>
          {urlError && (
            <p role="alert" className="w-full text-xs font-medium text-red-700">
              {t('badUrl')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
