import { type AccessForm, codePinResponseSchema } from '@foretaksportalen/shared/contract/access-key';
import { useMutation } from '@tanstack/react-query';
import { blockingSpinner } from '../../../lib/blocking-spinner.ts';
import { httpClient } from '../../../lib/http-client.ts';
import { ACCESS_TEXTS } from '../texts.ts';

/** The code as the server reads it: the four parts joined. */
const joinCode = ({ code1, code2, code3, code4 }: AccessForm) => `${code1}${code2}${code3}${code4}`;

/**
 * GET /api/access/{code}/{pin}: the key the code and PIN belong to. A wrong pair answers 400, too many tries 429;
 * the page shows every failure alike (spec 1 §8).
 */
export const checkCodeAndPin = async (form: AccessForm): Promise<string> =>
  codePinResponseSchema.parse(
    await httpClient.get<unknown>(
      `/api/access/${encodeURIComponent(joinCode(form))}/${encodeURIComponent(form.pin)}`,
    ),
  );

/** Keys compare case-insensitively (spec 1 §4). */
const isSameAccessKey = (answer: string, accessKey: string) =>
  answer.toLowerCase() === accessKey.toLowerCase();

/** Resolves to whether the code and PIN belong to the key of this page. */
export function useCheckCodeAndPin(accessKey: string) {
  return useMutation({
    mutationFn: async (form: AccessForm) => isSameAccessKey(await checkCodeAndPin(form), accessKey),
    onMutate: () => blockingSpinner.show(ACCESS_TEXTS.checkingCodePin),
    onSettled: (_data, _error, _variables, releaseSpinner) => releaseSpinner?.(),
  });
}
