import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContentText, NewsBanner } from '../../content/index.ts';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { QuestionForm } from '../components/question-form.tsx';
import { FAQ_TEXTS } from '../texts.ts';

/** /faq (spec 2 §2): the news banner, the FAQ text block, the questions and the form for a new question. */
export function FaqPage() {
  return (
    <Stack sx={{ gap: 4, maxWidth: 900 }}>
      <Stack sx={{ gap: 2 }}>
        <NewsBanner />
        <Typography component="h1" variant="h4">
          {FAQ_TEXTS.title}
        </Typography>
        <ContentText type="faqList" />
      </Stack>
      <FaqAccordion />
      <QuestionForm />
    </Stack>
  );
}
