export { DashboardPage } from '../GatedPages';
