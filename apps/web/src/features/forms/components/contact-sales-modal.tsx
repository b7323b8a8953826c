import { CONTACT_MODAL_TITLE } from '@app/shared/contact-form';
import { Modal } from '@/components/ui/modal';
import { ContactSalesForm } from './contact-sales-form';
import '../styles/forms.css';

interface ContactSalesModalProps {
  open: boolean;
  onClose: () => void;
}

/** 'Let's discuss your project': the contact-sales form in a dialog that closes 2 s after sending. */
export default function ContactSalesModal({ open, onClose }: ContactSalesModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title={CONTACT_MODAL_TITLE}
      description="Tell us about your team and we will get back to you within one business day with a plan that fits."
    >
      <ContactSalesForm onSent={onClose} idPrefix="contact-modal" />
    </Modal>
  );
}
