const nok = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' });

/** An amount of Norwegian kroner as Norwegian text: '12 500,00 kr'. */
export const formatNok = (amount: number): string => nok.format(amount);
