// Every records resource of the server, one line each (resources/resource.ts): from this list come the migrations
// list and the admin routes (resources/registry.ts). A resource file left out of it fails
// tests/server/resources.test.ts, which names it.
export { categories } from './categories';
export { savedViews } from './savedViews';
