import type { AnswerDoc } from '@foretaksportalen/shared/contract/answer';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerEditor } from './answer-editor.tsx';

const GREETING: AnswerDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Hei ' },
        { type: 'mergeField', attrs: { field: 'Klager.Navn' } },
      ],
    },
  ],
};

/** The editor as a form holds it: the value kept in state, every change also reported. */
function Harness({
  initial,
  onChange,
  markUnfilled,
  error,
}: {
  initial: AnswerDoc;
  onChange: (doc: AnswerDoc) => void;
  markUnfilled?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AnswerEditor
      label="Tekst"
      value={value}
      markUnfilled={markUnfilled}
      error={error}
      onChange={(doc) => {
        setValue(doc);
        onChange(doc);
      }}
    />
  );
}

async function renderEditor(options: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onChange = vi.fn<(doc: AnswerDoc) => void>();
  render(<Harness initial={options.initial ?? GREETING} onChange={onChange} {...options} />);
  // The editor is a lazy chunk: the first import in a worker takes a while.
  const textbox = await screen.findByRole('textbox', { name: 'Tekst' }, { timeout: 10_000 });
  const toolbar = screen.getByRole('toolbar', { name: 'Formatering' });
  return { onChange, textbox, toolbar, lastDoc: () => onChange.mock.lastCall?.[0] };
}

/** Selects the whole text, as Ctrl+A does (ProseMirror's own key binding). */
function selectAll(textbox: HTMLElement) {
  textbox.focus();
  fireEvent.keyDown(textbox, { key: 'a', code: 'KeyA', ctrlKey: true });
}

describe('AnswerEditor', () => {
  it('shows the document with its merge fields as tokens, in a labelled text box under a labelled toolbar', async () => {
    const { textbox, toolbar } = await renderEditor();
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(textbox.textContent).toBe('Hei {Klager.Navn}');
    for (const name of ['Overskrift', 'Fet', 'Kursiv', 'Punktliste', 'Nummerert liste', 'Lenke'])
      expect(within(toolbar).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    expect(
      within(toolbar).getByRole('button', { name: 'Sett inn flettefelt' }).getAttribute('aria-haspopup'),
    ).toBe('menu');
  });

  it('makes the selection bold and italic, and the toolbar says so', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, lastDoc } = await renderEditor({
      initial: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Viktig' }] }] },
    });
    selectAll(textbox);
    await user.click(within(toolbar).getByRole('button', { name: 'Fet' }));
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Fet' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(lastDoc()?.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Viktig', marks: [{ type: 'bold' }] }] },
    ]);
    expect(textbox.querySelector('strong')?.textContent).toBe('Viktig');

    await user.click(within(toolbar).getByRole('button', { name: 'Kursiv' }));
    expect(lastDoc()?.content[0]).toMatchObject({
      content: [{ marks: [{ type: 'bold' }, { type: 'italic' }] }],
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Fet' }));
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Fet' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(lastDoc()?.content[0]).toMatchObject({ content: [{ marks: [{ type: 'italic' }] }] });
  });

  it('turns the paragraph into a heading and a list, and back', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, lastDoc } = await renderEditor();
    selectAll(textbox);
    await user.click(within(toolbar).getByRole('button', { name: 'Overskrift' }));
    expect(lastDoc()?.content[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    expect(within(toolbar).getByRole('button', { name: 'Overskrift' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(toolbar).getByRole('button', { name: 'Overskrift' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Punktliste' }));
    expect(lastDoc()?.content[0]).toMatchObject({ type: 'bulletList', content: [{ type: 'listItem' }] });
    expect(within(toolbar).getByRole('button', { name: 'Punktliste' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(toolbar).getByRole('button', { name: 'Nummerert liste' }));
    expect(lastDoc()?.content[0]).toMatchObject({ type: 'orderedList' });
  });

  it('inserts a merge field chosen from the menu of their labels', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, lastDoc } = await renderEditor({
      initial: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Saksnr. ' }] }],
      },
    });
    textbox.focus();
    await user.click(within(toolbar).getByRole('button', { name: 'Sett inn flettefelt' }));
    const menu = screen.getByRole('menu', { name: 'Sett inn flettefelt' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(9);
    await user.click(within(menu).getByRole('menuitem', { name: /Saksnummer/ }));
    await waitFor(() => expect(textbox.textContent).toContain('{Sak.Nummer}'));
    expect(JSON.stringify(lastDoc())).toContain('{"type":"mergeField","attrs":{"field":"Sak.Nummer"}}');
  });

  it('marks a field left in an answer as not filled in, in words a screen reader reads', async () => {
    const { textbox } = await renderEditor({ markUnfilled: true });
    const field = textbox.querySelector('[data-merge-field="Klager.Navn"]');
    expect(field?.classList.contains('merge-field-unfilled')).toBe(true);
    expect(field?.textContent).toBe('{Klager.Navn} ikke fylt ut');
  });

  it('puts a link over the selection, and refuses an address that is no web or e-mail address', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, lastDoc } = await renderEditor({
      initial: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'vilkårene' }] }],
      },
    });
    selectAll(textbox);
    await user.click(within(toolbar).getByRole('button', { name: 'Lenke' }));
    const dialog = screen.getByRole('dialog', { name: 'Lenke' });
    const address = within(dialog).getByRole('textbox', { name: 'Adresse' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Sett inn' }));
    expect(within(dialog).getByText('Lenken må begynne med https://, http:// eller mailto:')).toBeDefined();
    await user.clear(address);
    await user.type(address, 'https://eksempelbank.no/vilkar');
    await user.click(within(dialog).getByRole('button', { name: 'Sett inn' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastDoc()?.content[0]).toMatchObject({
      content: [
        { text: 'vilkårene', marks: [{ type: 'link', attrs: { href: 'https://eksempelbank.no/vilkar' } }] },
      ],
    });
  });

  it('keeps only what the answer document takes of pasted HTML', async () => {
    const { textbox, lastDoc } = await renderEditor({
      initial: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
    textbox.focus();
    const html =
      '<h1>Tittel</h1><p><u>under</u> <s>strek</s> <code>kode</code> <b>fet</b></p><blockquote>sitat</blockquote><img src="x.png"><a href="javascript:alert(1)">farlig</a>';
    fireEvent.paste(textbox, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'] },
    });
    await waitFor(() => expect(lastDoc()).toBeDefined());
    const pasted = JSON.stringify(lastDoc());
    for (const gone of ['underline', 'strike', '"code"', 'blockquote', 'image', 'javascript'])
      expect(pasted).not.toContain(gone);
    expect(pasted).toContain('{"type":"text","marks":[{"type":"bold"}],"text":"fet"}');
    expect(pasted).toContain('"type":"heading"');
  });

  it('shows its error, tied to the text box', async () => {
    const { textbox } = await renderEditor({ error: 'Tilsvaret kan ikke være lengre enn 20000 tegn' });
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(textbox.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Tilsvaret kan ikke være lengre enn 20000 tegn');
  });
});
