export { NOTIFICATION_TEXTS_EN, type NotificationTextKey, type NotificationTexts } from './en';
export {
  loadNotificationTexts,
  notificationInEnglish,
  type NotificationParam,
  type NotificationParams,
  renderNotification,
  renderNotificationText,
} from './render';
