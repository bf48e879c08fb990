/** The files module: the company's media library and uploads. What other modules may use. */
export { findImage, type ImageRow } from './files.repo';
export { filesRoutes } from './files.routes';
export { cleanOriginalName, uploadImage } from './files.service';
