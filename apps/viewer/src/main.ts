import { bootViewer } from './boot';
import { readImageTypes, readPageContext } from './context';

const root = document.getElementById('viewer');
// The server usually writes the context into the page; otherwise boot asks the API.
if (root)
  void bootViewer({
    root,
    context: readPageContext(document) ?? undefined,
    imageTypes: readImageTypes(document),
  });
