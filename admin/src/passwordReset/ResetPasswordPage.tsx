import { useParams } from 'react-router-dom';
import { dataProvider } from '../providers/dataProvider';
import { NewPasswordInputs } from '../validation/NewPasswordInputs';
import { ResetStep } from './ResetStep';

interface ResetValues {
  password: string;
  repeatPassword: string;
}

/** /reset-password/:token: new password and its confirmation. */
export const ResetPasswordPage = () => {
  const { token = '' } = useParams();
  const send = async (values: ResetValues) => {
    await dataProvider.resetPassword({ token, ...values });
  };
  return (
    <ResetStep step="reset_password" doneMessage="portal.reset_password.success" send={send}>
      <NewPasswordInputs label="portal.reset_password.password" repeatLabel="portal.reset_password.repeat_password" />
    </ResetStep>
  );
};
