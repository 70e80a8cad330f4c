import { defineMessages } from 'react-intl';

export const productsMessages = defineMessages({
  productsTitle: {
    id: 'products.title',
    defaultMessage: 'Plans and products',
    description: 'Heading of the Plans and products page',
  },
  productsEmpty: {
    id: 'products.empty',
    defaultMessage: 'Plans and prices will be listed here.',
    description: 'Empty state of the Plans and products page until its feature ships',
  },
  purchaseTitle: {
    id: 'products.purchase.title',
    defaultMessage: 'Purchase',
    description: 'Heading of the Purchase page',
  },
  purchaseEmpty: {
    id: 'products.purchase.empty',
    defaultMessage: 'Checkout for the chosen plan will appear here.',
    description: 'Empty state of the Purchase page until its feature ships',
  },
  thankYouTitle: {
    id: 'products.thankYou.title',
    defaultMessage: 'Thank you',
    description: 'Heading of the Thank you page',
  },
  thankYouEmpty: {
    id: 'products.thankYou.empty',
    defaultMessage: 'Thank you for subscribing to Lexio.',
    description: 'Empty state of the Thank you page until its feature ships',
  },
  noPurchaseTitle: {
    id: 'products.thankYou.noPurchaseTitle',
    defaultMessage: 'No purchase to confirm',
    description: 'Heading of the thank-you address when the organisation has bought nothing',
  },
  noPurchase: {
    id: 'products.thankYou.noPurchase',
    defaultMessage:
      'There is no recent purchase on your account. The plans and their prices are on the Plans page.',
    description: 'Shown at the thank-you address when the organisation has no active plan',
  },
  seePlans: {
    id: 'products.thankYou.seePlans',
    defaultMessage: 'See the plans',
    description: 'Link from the thank-you address to the plans page',
  },
  checkoutTitle: {
    id: 'products.checkout.title',
    defaultMessage: 'Checkout',
    description: 'Heading of the Checkout page',
  },
  checkoutEmpty: {
    id: 'products.checkout.empty',
    defaultMessage: 'The result of your checkout will appear here.',
    description: 'Empty state of the Checkout page until its feature ships',
  },
});
