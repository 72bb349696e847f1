/** The portal's calendar is Norway's: the date of an instant as it is in Oslo, yyyy-MM-dd. */
const osloCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const osloDate = (instant: Date) => osloCalendar.format(instant);
