import { describe, expect, it } from 'vitest';
import { contentItems, stubFetch } from '../../../test/fake-server.ts';
import { CONTENT_PATH, flattenContentItem, getContent } from './get-content.ts';

describe('flattenContentItem', () => {
  it('puts each requested property on the item, keeping Id and Name', () => {
    const item = {
      Id: 'faq-1',
      Name: 'Frister',
      Properties: [
        { Alias: 'question', Value: 'Hva er fristen?' },
        { Alias: 'answer', Value: '<p>Tre uker.</p>' },
        { Alias: 'internNote', Value: 'ikke vis' },
      ],
    };
    expect(flattenContentItem(item, ['question', 'answer'])).toEqual({
      Id: 'faq-1',
      Name: 'Frister',
      question: 'Hva er fristen?',
      answer: '<p>Tre uker.</p>',
    });
  });

  it('gives null for a requested property the item lacks, and cannot be made to overwrite Id', () => {
    const item = { Id: 'b-1', Name: 'Banner', Properties: [{ Alias: 'text', Value: '<p>Nytt</p>' }] };
    expect(flattenContentItem(item, ['text', 'aktivt'])).toEqual({
      Id: 'b-1',
      Name: 'Banner',
      text: '<p>Nytt</p>',
      aktivt: null,
    });
  });
});

describe('getContent', () => {
  it('asks for the type by alias, property list and website name, and answers flattened items', async () => {
    const server = stubFetch({
      [`POST ${CONTENT_PATH}`]: contentItems({ text: '<p>Nyhet</p>', aktivt: 'true' }),
    });

    const items = await getContent('newsBanner');

    expect(server.requests[0]?.body).toEqual({
      DocumentTypeAlias: 'nyhetsbanner',
      PropertyAliasList: ['text', 'aktivt'],
      WebsiteName: 'Foretaksportalen',
    });
    expect(items).toEqual([{ Id: 'item-1', Name: 'Element 1', text: '<p>Nyhet</p>', aktivt: 'true' }]);
  });

  it('answers an empty list when the content system has nothing of the type', async () => {
    stubFetch({ [`POST ${CONTENT_PATH}`]: [] });
    await expect(getContent('faqItem')).resolves.toEqual([]);
  });
});
