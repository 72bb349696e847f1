import { DEMO_PERSONS, DEMO_UNKNOWN_PERSON } from '@foretaksportalen/shared/demo-data';
import { EID, EID_PROVIDERS, type EidProvider } from '@foretaksportalen/shared/eid';
import { html, renderDocument } from './html.ts';
import { INVALID_NATIONAL_ID, TEXTS } from './texts.ts';

export const interactionPath = (uid: string): string => `/interaction/${encodeURIComponent(uid)}`;

export const loginPageTitle = (eid: EidProvider): string => `${EID[eid].name} – ${TEXTS.titleSuffix}`;

const demoPersonsOf = (eid: EidProvider): { name: string; nationalId: string }[] => [
  ...DEMO_PERSONS.filter((person) => person.eid === eid).map((person) => ({
    name: `${person.firstName} ${person.lastName}`,
    nationalId: person.nationalId,
  })),
  ...(DEMO_UNKNOWN_PERSON.eid === eid
    ? [{ name: DEMO_UNKNOWN_PERSON.label, nationalId: DEMO_UNKNOWN_PERSON.nationalId }]
    : []),
];

export interface LoginPageInput {
  uid: string;
  eid: EidProvider;
  /** What the user typed, shown again after a refusal. */
  nationalId?: string;
  invalid?: boolean;
}

export const renderLoginPage = ({ uid, eid, nationalId = '', invalid = false }: LoginPageInput): string => {
  const loginAction = `${interactionPath(uid)}/login`;
  const label = EID[eid].nationalIdLabel;
  const persons = demoPersonsOf(eid).map(
    (person) => html`<li>
<form method="post" action="${loginAction}">
<input type="hidden" name="eid" value="${eid}">
<input type="hidden" name="nationalId" value="${person.nationalId}">
<button type="submit" class="person">${person.name} <span class="national-id">${label} ${person.nationalId}</span></button>
</form>
</li>
`,
  );

  return renderDocument(
    loginPageTitle(eid),
    html`<h1>${loginPageTitle(eid)}</h1>
<p class="test-notice"><strong>Testinnlogging.</strong> ${TEXTS.testNotice}</p>
<section aria-labelledby="demo-persons-heading">
<h2 id="demo-persons-heading">${TEXTS.demoPersonsHeading}</h2>
<ul>
${persons}</ul>
</section>
<section aria-labelledby="national-id-heading">
<h2 id="national-id-heading">${TEXTS.nationalIdHeading}</h2>
<form method="post" action="${loginAction}" novalidate>
<input type="hidden" name="eid" value="${eid}">
<label for="nationalId">${label}</label>
<input type="text" id="nationalId" name="nationalId" value="${nationalId}" inputmode="numeric" autocomplete="off" spellcheck="false"${
      invalid ? html` aria-invalid="true" aria-describedby="nationalId-error" autofocus` : ''
    }>
${invalid ? html`<p id="nationalId-error" class="error">${INVALID_NATIONAL_ID[eid]}</p>` : ''}
<div class="actions">
<button type="submit">${TEXTS.login}</button>
</div>
</form>
<form method="post" action="${interactionPath(uid)}/abort">
<div class="actions">
<button type="submit" class="secondary">${TEXTS.cancel}</button>
</div>
</form>
</section>
`,
  );
};

/** Shown only when the request's acr_values name none of the three eIDs. */
export const renderChooseEidPage = (uid: string): string =>
  renderDocument(
    TEXTS.chooseEidTitle,
    html`<h1>${TEXTS.chooseEidTitle}</h1>
<p class="test-notice"><strong>Testinnlogging.</strong> ${TEXTS.testNotice}</p>
<p>${TEXTS.chooseEidIntro}</p>
<ul>
${EID_PROVIDERS.map(
  (eid) => html`<li><a class="choice" href="${interactionPath(uid)}?eid=${eid}">${EID[eid].name}</a></li>
`,
)}</ul>
<form method="post" action="${interactionPath(uid)}/abort">
<div class="actions">
<button type="submit" class="secondary">${TEXTS.cancel}</button>
</div>
</form>
`,
  );

export const renderMessagePage = (
  title: string,
  paragraphs: string[],
  details: [string, string][] = [],
): string =>
  renderDocument(
    title,
    html`<h1>${title}</h1>
${paragraphs.map(
  (paragraph) => html`<p>${paragraph}</p>
`,
)}${
  details.length > 0
    ? html`<dl>
${details.map(
  ([term, description]) => html`<dt>${term}</dt><dd>${description}</dd>
`,
)}</dl>
`
    : ''
}`,
  );
