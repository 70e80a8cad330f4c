import { defineMessages } from 'react-intl';

export const placeholderMessages = defineMessages({
  productsTitle: {
    id: 'pages.products.title',
    defaultMessage: 'Plans and products',
    description: 'Heading of the Plans and products page',
  },
  productsEmpty: {
    id: 'pages.products.empty',
    defaultMessage: 'Plans and prices will be listed here.',
    description: 'Empty state of the Plans and products page until its feature ships',
  },
  purchaseTitle: {
    id: 'pages.purchase.title',
    defaultMessage: 'Purchase',
    description: 'Heading of the Purchase page',
  },
  purchaseEmpty: {
    id: 'pages.purchase.empty',
    defaultMessage: 'Checkout for the chosen plan will appear here.',
    description: 'Empty state of the Purchase page until its feature ships',
  },
  thankYouTitle: {
    id: 'pages.thankYou.title',
    defaultMessage: 'Thank you',
    description: 'Heading of the Thank you page',
  },
  thankYouEmpty: {
    id: 'pages.thankYou.empty',
    defaultMessage: 'Thank you for subscribing to Lexio.',
    description: 'Empty state of the Thank you page until its feature ships',
  },
  checkoutTitle: {
    id: 'pages.checkout.title',
    defaultMessage: 'Checkout',
    description: 'Heading of the Checkout page',
  },
  checkoutEmpty: {
    id: 'pages.checkout.empty',
    defaultMessage: 'The result of your checkout will appear here.',
    description: 'Empty state of the Checkout page until its feature ships',
  },
  discoverTitle: {
    id: 'pages.discover.title',
    defaultMessage: 'Discover',
    description: 'Heading of the Discover page',
  },
  discoverEmpty: {
    id: 'pages.discover.empty',
    defaultMessage: 'Prompts and use cases to discover will appear here.',
    description: 'Empty state of the Discover page until its feature ships',
  },
  exploreTitle: {
    id: 'pages.explore.title',
    defaultMessage: 'Explore',
    description: 'Heading of the Explore page',
  },
  exploreEmpty: {
    id: 'pages.explore.empty',
    defaultMessage: 'Legal sources to explore will appear here.',
    description: 'Empty state of the Explore page until its feature ships',
  },
  regulatoryAlertTitle: {
    id: 'pages.regulatoryAlert.title',
    defaultMessage: 'Regulatory alerts',
    description: 'Heading of the Regulatory alerts page',
  },
  regulatoryAlertEmpty: {
    id: 'pages.regulatoryAlert.empty',
    defaultMessage: 'New regulatory alerts will be listed here.',
    description: 'Empty state of the Regulatory alerts page until its feature ships',
  },
  libraryDocumentTitle: {
    id: 'pages.libraryDocument.title',
    defaultMessage: 'Library document',
    description: 'Heading of the Library document page',
  },
  libraryDocumentEmpty: {
    id: 'pages.libraryDocument.empty',
    defaultMessage: 'The workspace library document will appear here.',
    description: 'Empty state of the Library document page until its feature ships',
  },
});
