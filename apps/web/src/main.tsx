import 'primeicons/primeicons.css';
import './styles/index.css';
import { handleResetParam } from './app/reset';
import { start } from './app/startup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// `?reset` comes first: nothing else may open the databases it is about to delete.
if (!(await handleResetParam())) await start(root);
