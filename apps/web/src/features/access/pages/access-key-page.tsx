import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { normalizeAccessKey, useCheckAccessKey } from '../api/check-access-key.ts';
import { AccessCodeForm } from '../components/access-code-form.tsx';
import { EidChoice } from '../components/eid-choice.tsx';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/**
 * /access/{accesskey}, the link in a new user's letter (spec 1 §2, §4): the key is checked, then the code and PIN
 * from the letter, then the user logs in with an eID, which creates the user.
 */
export function AccessKeyPage() {
  const { accesskey = '' } = useParams();
  const accessKey = normalizeAccessKey(accesskey);
  // A key that cannot be one is not worth asking the server about.
  if (!accessKey) return <InvalidAccessKey />;
  return <CheckedAccessKey key={accessKey} accessKey={accessKey} />;
}

function CheckedAccessKey({ accessKey }: { accessKey: string }) {
  const check = useCheckAccessKey(accessKey);
  const [accepted, setAccepted] = useState(false);
  useBlockingSpinnerWhile(check.isPending, ACCESS_TEXTS.checkingKey);

  if (check.isPending) return null;
  // A failed check counts as an invalid key (spec 1 §8).
  if (check.data !== true) return <InvalidAccessKey />;
  return (
    <NoticeCard title={ACCESS_TEXTS.accessKeyTitle}>
      {accepted ? (
        <AcceptedAccessKey accessKey={accessKey} />
      ) : (
        <AccessCodeForm accessKey={accessKey} onAccepted={() => setAccepted(true)} />
      )}
    </NoticeCard>
  );
}

function AcceptedAccessKey({ accessKey }: { accessKey: string }) {
  const textRef = useRef<HTMLParagraphElement>(null);
  // The form the user was in is gone: focus goes to what replaced it.
  useEffect(() => textRef.current?.focus(), []);
  return (
    <>
      <Typography ref={textRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {ACCESS_TEXTS.codePinAccepted}
      </Typography>
      <EidChoice accessKey={accessKey} />
    </>
  );
}

function InvalidAccessKey() {
  return (
    <NoticeCard title={ACCESS_TEXTS.invalidKeyTitle}>
      <Typography>{ACCESS_TEXTS.invalidKeyText}</Typography>
    </NoticeCard>
  );
}
