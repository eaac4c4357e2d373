/** The catalogue (spec §7 "Content"): home, sports, leagues, seasons, VOD, programmes, search, news. */
export { catalogueRoutes } from './catalogue.routes.js';
export { createCatalogueServices } from './catalogue.services.js';
