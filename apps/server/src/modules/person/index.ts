export type { PersonIdentity } from './person.service.ts';
export { addMember, findPerson, refuseNameChange } from './person.service.ts';
