import { bootViewer } from './boot';

const root = document.getElementById('viewer');
if (root) void bootViewer({ root });
