// What other domains call: the Telegram bot's "stop this search" button pauses a search.
export { pauseSavedSearchForAccount } from './saved-searches.server';
