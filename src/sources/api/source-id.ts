/** Id of the API reference's page source, in its routes (`api:<variant key>` for other versions and locales). */
export const API_SOURCE_ID = 'api';
