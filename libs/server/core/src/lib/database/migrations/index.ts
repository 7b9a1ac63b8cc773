import { Migration20261123000000_initial } from './Migration20261123000000_initial';
import { Migration20261123100000_documents } from './Migration20261123100000_documents';
import { Migration20261123200000_payments } from './Migration20261123200000_payments';

// Listed by hand so they run from a bundle (no file globbing at run time). Append, never edit.
export const MIGRATIONS = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
  { name: 'Migration20261123100000_documents', class: Migration20261123100000_documents },
  { name: 'Migration20261123200000_payments', class: Migration20261123200000_payments },
];
