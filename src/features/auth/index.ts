export { LoginPage } from './login-page';
export { ChangePasswordPage } from './change-password-page';
