// An async boundary, so Module Federation can set up the shared singletons before any of them is used.
void import('./bootstrap');
