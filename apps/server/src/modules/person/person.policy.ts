/** A name belongs to its person (issue 17): the field message of a save or creation that would change it. */
export const NAME_OWNED_BY_PERSON = 'Bare brukeren selv kan endre navnet sitt';
