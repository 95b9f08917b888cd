export { ProductionManagePage } from '../GatedPages';
