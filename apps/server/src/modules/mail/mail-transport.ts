// The transport an email goes out through: SMTP (nodemailer).
import nodemailer from 'nodemailer';

export type MailTransport = {
  send(mail: {
    from: string;
    /** Where a reply goes: the support address (SUPPORT_EMAIL), the sender being a no-reply one. */
    replyTo: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<void>;
};

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}
