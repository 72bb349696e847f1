import type { UploadKey } from '@foretaksportalen/shared/contract/new-case';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alertsWithText } from '../test/alerts.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { deferred } from '../test/fake-server.ts';
import { FileDropBox } from './file-drop-box.tsx';
import { SnackbarHost } from './snackbars.tsx';
import { UploadTable } from './upload-table.tsx';
import { type UploadQueueOptions, useUploadQueue } from './use-upload-queue.ts';

const MAX_SIZE = 2048;
const CONTENT_TYPES = ['application/pdf', 'image/png'];

const pdf = (name: string, size = 100) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });
const keyOf = (name: string): UploadKey => ({
  Id: '5f0c6e52-3d1b-4c1a-9a53-2f4a9c1d7e01',
  Filename: name,
  Key: `key-of-${name.replace(/\W/g, '-')}-0000000000`,
});

type Upload = UploadQueueOptions['upload'];

function Harness({ upload, remove }: Pick<UploadQueueOptions, 'upload' | 'remove'>) {
  const queue = useUploadQueue({ maxFileSize: MAX_SIZE, contentTypes: CONTENT_TYPES, upload, remove });
  return (
    <>
      <FileDropBox
        maxFileSize={MAX_SIZE}
        contentTypes={CONTENT_TYPES}
        onFiles={queue.add}
        disabled={queue.busy}
      />
      <UploadTable items={queue.items} onRemove={queue.removeItem} removeDisabled={queue.busy} />
      <output aria-label="Opplastet">{queue.uploaded.map((key) => key.Filename).join(',')}</output>
      <SnackbarHost />
    </>
  );
}

/** Uploads that the test answers one by one, each reporting half of its progress first. */
function heldUploads() {
  const calls: { file: File; answer: (key: UploadKey) => void; fail: () => void }[] = [];
  const upload = vi.fn<Upload>((file, onProgress) => {
    const { promise, resolve } = deferred<UploadKey | Error>();
    onProgress(50);
    calls.push({ file, answer: resolve, fail: () => resolve(new Error('HTTP 400')) });
    return promise.then((result) => {
      if (result instanceof Error) throw result;
      return result;
    });
  });
  return { upload, calls };
}

function renderQueue(upload: Upload = vi.fn<Upload>(async (file) => keyOf(file.name))) {
  const remove = vi.fn(async (_key: UploadKey) => {});
  render(<Harness upload={upload} remove={remove} />);
  return { upload, remove, user: userEvent.setup() };
}

const dropBox = () => screen.getByText(/^Dra og slipp dokumenter her/).closest('label') as HTMLElement;
const fileInput = () => screen.getByLabelText(/^Dra og slipp dokumenter her/) as HTMLInputElement;
const drop = (...files: File[]) => fireEvent.drop(dropBox(), { dataTransfer: { files, types: ['Files'] } });
const rowNames = () =>
  screen.queryAllByRole('row').flatMap((row) => {
    const cell = within(row).queryAllByRole('cell')[0];
    return cell ? [cell.textContent] : [];
  });
const uploadedNames = () => screen.getByRole('status', { name: 'Opplastet' }).textContent;

describe('file drop box', () => {
  it('says how large a file may be, and is a labelled file input the keyboard reaches', async () => {
    const { user } = renderQueue();
    expect(dropBox().textContent).toBe(
      'Dra og slipp dokumenter her eller trykk for å åpne filvelger (maks 2 KB)',
    );
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toBe('application/pdf,image/png');
    await user.tab();
    expect(document.activeElement).toBe(fileInput());
    await expectNoAxeViolations();
  });

  it('shows the required hint as the input description when asked', async () => {
    render(
      <FileDropBox maxFileSize={MAX_SIZE} contentTypes={CONTENT_TYPES} onFiles={() => {}} showRequired />,
    );
    expect(screen.getByText('Du må laste opp minimum 1 fil')).toBeTruthy();
    expect(fileInput().getAttribute('aria-describedby')).toBe(
      screen.getByText('Du må laste opp minimum 1 fil').id,
    );
    await expectNoAxeViolations();
  });
});

describe('upload queue', () => {
  it('uploads a chosen file with its progress and keeps its delete key', async () => {
    const { upload, calls } = heldUploads();
    const { user } = renderQueue(upload);
    await user.upload(fileInput(), pdf('brev.pdf', 1536));

    const progress = await screen.findByRole('progressbar', { name: 'Fremdrift for brev.pdf' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(rowNames()).toEqual(['brev.pdf']);
    expect(screen.getByRole('cell', { name: '1,5 KB' })).toBeTruthy();
    expect(upload.mock.calls[0]?.[0].name).toBe('brev.pdf');
    expect(await upload.mock.calls[0]?.[0].text()).toBe('x'.repeat(1536));

    calls[0]?.answer(keyOf('brev.pdf'));
    await waitFor(() => expect(uploadedNames()).toBe('brev.pdf'));
    expect(progress.getAttribute('aria-valuenow')).toBe('100');
    await expectNoAxeViolations();
  });

  it('uploads one file at a time, and ignores drops, browsing and removal meanwhile', async () => {
    const { upload, calls } = heldUploads();
    renderQueue(upload);
    drop(pdf('en.pdf'), pdf('to.pdf'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(rowNames()).toEqual(['en.pdf', 'to.pdf']);

    drop(pdf('tre.pdf'));
    expect(fileInput().disabled).toBe(true);
    for (const button of screen.getAllByRole('button', { name: /^Fjern / })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(rowNames()).toEqual(['en.pdf', 'to.pdf']);

    calls[0]?.answer(keyOf('en.pdf'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]?.[0].name).toBe('to.pdf');
    calls[1]?.answer(keyOf('to.pdf'));
    await waitFor(() => expect(uploadedNames()).toBe('en.pdf,to.pdf'));
    expect(fileInput().disabled).toBe(false);
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('refuses a file of another type and one that is too large, and takes the rest', async () => {
    const { upload } = renderQueue();
    drop(new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('Filen program.exe er ikke en gyldig filtype')).toBeTruthy();

    drop(pdf('stor.pdf', MAX_SIZE + 1), pdf('liten.pdf', MAX_SIZE));
    expect(await screen.findByText('Filen stor.pdf er for stor')).toBeTruthy();
    await waitFor(() => expect(uploadedNames()).toBe('liten.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(rowNames()).toEqual(['liten.pdf']);
  });

  it('says why a file could not be read, drops it and goes on with the next', async () => {
    const { upload } = renderQueue();
    const unreadable = pdf('borte.pdf');
    unreadable.arrayBuffer = () =>
      Promise.reject(new DOMException('Filen finnes ikke lenger', 'NotFoundError'));
    drop(unreadable, pdf('neste.pdf'));

    expect(
      await screen.findByText('Det oppsto en feil ved innlesing av filen: Filen finnes ikke lenger'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Det oppsto en feil ved innlesing av filen');
    await waitFor(() => expect(uploadedNames()).toBe('neste.pdf'));
    expect(rowNames()).toEqual(['neste.pdf']);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('drops a file whose upload fails without a word, and goes on with the next', async () => {
    const { upload, calls } = heldUploads();
    renderQueue(upload);
    drop(pdf('avvist.pdf'), pdf('godtatt.pdf'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    calls[0]?.fail();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    calls[1]?.answer(keyOf('godtatt.pdf'));
    await waitFor(() => expect(uploadedNames()).toBe('godtatt.pdf'));
    expect(rowNames()).toEqual(['godtatt.pdf']);
    expect(alertsWithText()).toEqual([]);
    expect(screen.queryByRole('status', { name: /Filen/ })).toBeNull();
  });

  it('removes an uploaded file on the server and says so', async () => {
    const { remove, user } = renderQueue();
    drop(pdf('vedlegg.pdf'));
    await waitFor(() => expect(uploadedNames()).toBe('vedlegg.pdf'));

    await user.click(screen.getByRole('button', { name: 'Fjern vedlegg.pdf' }));
    expect(remove).toHaveBeenCalledWith(keyOf('vedlegg.pdf'));
    expect(await screen.findByText('Fjernet filen vedlegg.pdf')).toBeTruthy();
    expect(rowNames()).toEqual([]);
    expect(uploadedNames()).toBe('');
  });
});
