// Standalone dev entry (see README.md). The async boundary lets Module Federation set up shared singletons first.
void import('./bootstrap');
