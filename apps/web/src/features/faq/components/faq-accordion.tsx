import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SanitizedHtml } from '../../../components/sanitized-html.tsx';
import { useContent } from '../../content/index.ts';
import { FAQ_TEXTS } from '../texts.ts';

/** 'Ofte stilte spørsmål': one panel per FAQ item, the question as its title and the answer as HTML. */
export function FaqAccordion() {
  const headingId = useId();
  const { data, isPending } = useContent('faqItem');
  const items = (data ?? []).filter((item) => item.question);

  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 2 }}>
      <Typography id={headingId} component="h2" variant="h5">
        {FAQ_TEXTS.faqHeading}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : items.length === 0 ? (
        <Typography>{FAQ_TEXTS.noQuestions}</Typography>
      ) : (
        <div>
          {items.map((item) => (
            <FaqPanel key={item.Id} question={item.question ?? ''} answer={item.answer} />
          ))}
        </div>
      )}
    </Stack>
  );
}

/** One question; the summary (in an h3) controls the answer's region, which is labelled by the question. */
function FaqPanel({ question, answer }: { question: string; answer: string | null }) {
  const id = useId();
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-sporsmal`} aria-controls={`${id}-svar`}>
        <Typography sx={{ fontWeight: 500 }}>{question}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <SanitizedHtml html={answer} />
      </AccordionDetails>
    </Accordion>
  );
}
