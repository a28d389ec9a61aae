// Every area's operations, for /api/openapi.json.
import type { Operation } from '@/lib/openapi/document';
import { catalogOperations } from './catalog';
import { projectsReadOperations } from './projects-read';
import { projectsWriteOperations } from './projects-write';
import { contentOperations } from './content';
import { professionalsReadOperations } from './professionals-read';
import { enrollmentsOperations } from './enrollments';
import { professionalsAgentWriteOperations } from './professionals-agent-write';
import { calculatorOperations } from './calculator';
import { estimatorOperations } from './estimator';
import { accountsOperations } from './accounts';
import { messagesOperations } from './messages';
import { messagesLiveOperations } from './messages-live';
import { adminUsersOperations } from './admin-users';
import { adminContentOperations } from './admin-content';
import { adminCatalogOperations } from './admin-catalog';
import { adminDashOperations } from './admin-dash';
import { billingOperations } from './billing';
import { quotesOperations } from './quotes';
import { telegramOperations } from './telegram';
import { savedSearchesOperations } from './saved-searches';

export const operations: Operation[] = [
  ...catalogOperations,
  ...projectsReadOperations,
  ...projectsWriteOperations,
  ...contentOperations,
  ...professionalsReadOperations,
  ...enrollmentsOperations,
  ...professionalsAgentWriteOperations,
  ...calculatorOperations,
  ...estimatorOperations,
  ...accountsOperations,
  ...messagesOperations,
  ...messagesLiveOperations,
  ...adminUsersOperations,
  ...adminContentOperations,
  ...adminCatalogOperations,
  ...adminDashOperations,
  ...billingOperations,
  ...quotesOperations,
  ...telegramOperations,
  ...savedSearchesOperations,
];
