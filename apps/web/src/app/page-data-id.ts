/** The id of the JSON script a page drawn by the server carries its data in (page-data.ts). */
export const PAGE_DATA_ID = 'page-data';
